import { useEffect, useState } from 'preact/hooks';
import * as popupCopy from '../../../lib/copy/popup';

type Copying = { state: 'idle' } | { state: 'copied' } | { state: 'failed' };

/** How long "Copied" shows before the action offers to copy again. */
const CONFIRM_MS = 2_500;

export interface CopyLinkAction {
  /** "Copy directory link", "Copy website link", or "Copied" for a moment after a copy. */
  label: string;
  /** The link it copies, said in full. */
  title: string;
  copy(): void;
  /** What the last copy did, in words (announced; shown when it failed). */
  status: { text: string; failed: boolean } | null;
}

/**
 * "Copy directory link" (the tool's page in the directory), or "Copy website link" when the directory
 * gave no page for it; null when there is neither. The detail puts it in its menu, and says "Copied"
 * through CopyLinkStatus, which stays when the menu closes.
 */
export function useCopyLink(directory: string | null, website: string | null): CopyLinkAction | null {
  const [copying, setCopying] = useState<Copying>({ state: 'idle' });
  useEffect(() => {
    if (copying.state !== 'copied') return;
    const timer = setTimeout(() => setCopying({ state: 'idle' }), CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [copying]);
  const url = directory ?? website;
  if (url === null) return null;
  const isDirectory = directory !== null;
  return {
    label:
      copying.state === 'copied'
        ? popupCopy.copied
        : isDirectory
          ? popupCopy.copyDirectoryLink
          : popupCopy.copyWebsiteLink,
    title: isDirectory ? popupCopy.copyDirectoryTitle(url) : popupCopy.copyWebsiteTitle(url),
    copy() {
      navigator.clipboard.writeText(url).then(
        () => setCopying({ state: 'copied' }),
        () => setCopying({ state: 'failed' }),
      );
    },
    status:
      copying.state === 'copied'
        ? { text: isDirectory ? popupCopy.copiedDirectory : popupCopy.copiedWebsite, failed: false }
        : copying.state === 'failed'
          ? { text: popupCopy.copyFailed(url), failed: true }
          : null,
  };
}

/** The copy's outcome: "Directory link copied" for a moment, or why it failed (and the link to copy by hand). */
export function CopyLinkStatus({ action }: { action: CopyLinkAction | null }) {
  const status = action?.status ?? null;
  return (
    <p aria-live="polite" class={status ? (status.failed ? 'pp-copy-failed' : 'pp-copied') : 'ts-sr-only'}>
      {status?.text}
    </p>
  );
}
