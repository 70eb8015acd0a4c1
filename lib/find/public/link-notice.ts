// The answer to "Is this an AI tool?" (the link's right-click menu): what the background sends the page,
// and how the page script that draws it (entrypoints/link-notice.ts) is reached.

export interface LinkNotice {
  label: string;
  found: boolean;
  heading: string;
  detail: string;
  link: { href: string; text: string } | null;
  closeLabel: string;
}

/** How long the notice stays when left alone (from when it appears); hovering or focusing it keeps it. */
export const LINK_NOTICE_MS = 12_000;

/** The script that draws the notice, injected into the page on the menu click (a file of the build). */
export const LINK_NOTICE_SCRIPT = '/link-notice.js';

/** Where that script leaves its drawing function, in the extension's isolated world of the page. */
export const LINK_NOTICE_GLOBAL = 'toolscoutShowLinkNotice';

export type ShowLinkNotice = (notice: LinkNotice, mode: ShadowRootMode, stayMs: number) => void;

/**
 * Runs in the page, as executeScript's `func` (the browser sends its source alone, so it uses only its
 * arguments): draws the notice with the function the notice's script left under `global`.
 */
export function callLinkNotice(
  global: string,
  notice: LinkNotice,
  mode: ShadowRootMode,
  stayMs: number,
): void {
  const show = (globalThis as unknown as Record<string, ShowLinkNotice | undefined>)[global];
  show?.(notice, mode, stayMs);
}
