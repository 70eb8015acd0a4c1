export function VerifiedMark({ verified }: { verified: boolean }) {
  if (!verified) return null;
  return (
    <span class="ts-verified" title="Verified by the directory" role="img" aria-label="Verified">
      ✓
    </span>
  );
}
