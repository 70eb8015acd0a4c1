import * as sharedCopy from '../lib/copy/shared';
export function VerifiedMark({ verified }: { verified: boolean }) {
  if (!verified) return null;
  return (
    <span class="ts-verified" title={sharedCopy.verifiedTitle} role="img" aria-label={sharedCopy.verified}>
      ✓
    </span>
  );
}
