import { useEffect, useState } from 'preact/hooks';
import * as popupCopy from '../../../lib/copy/popup';

type Copying = { state: 'idle' } | { state: 'copied' } | { state: 'failed' };

/** How long the button says "Copied" before it offers to copy again. */
const CONFIRM_MS = 2_500;

/**
 * "Copy directory link" (the tool's page in the directory), or "Copy website link" when the directory
 * gave no page for it. The button says which, and confirms "Copied" (also to screen readers).
 */
export function CopyLink({ directory, website }: { directory: string | null; website: string | null }) {
  const [copying, setCopying] = useState<Copying>({ state: 'idle' });
  useEffect(() => {
    if (copying.state !== 'copied') return;
    const timer = setTimeout(() => setCopying({ state: 'idle' }), CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [copying]);
  const url = directory ?? website;
  if (url === null) return null;
  const isDirectory = directory !== null;

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopying({ state: 'copied' });
    } catch {
      setCopying({ state: 'failed' });
    }
  }

  return (
    <>
      <button
        type="button"
        class="ts-button pp-copy-link"
        title={isDirectory ? popupCopy.copyDirectoryTitle(url) : popupCopy.copyWebsiteTitle(url)}
        onClick={() => void copy(url)}
      >
        {copying.state === 'copied'
          ? popupCopy.copied
          : isDirectory
            ? popupCopy.copyDirectoryLink
            : popupCopy.copyWebsiteLink}
      </button>
      <p aria-live="polite" class={copying.state === 'failed' ? 'pp-copy-failed' : 'ts-sr-only'}>
        {copying.state === 'copied' && (isDirectory ? popupCopy.copiedDirectory : popupCopy.copiedWebsite)}
        {copying.state === 'failed' && popupCopy.copyFailed(url)}
      </p>
    </>
  );
}
