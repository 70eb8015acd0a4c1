// What the on-page card says. All user-facing text lives in components/copy/, named by what it is for
// (text with values in it is a function), one file per context. Components import a file as a namespace
// (`import * as popupCopy`), so each bundle keeps only the entries it uses, with short names. Plain typed
// values on purpose: a later i18n step (@wxt-dev/i18n) swaps their source without touching the
// components. No zod, no browser APIs: any UI context imports it.
import type { ApiError } from '../../lib/api/model';

/** After "Local suggestions — " or "Saved suggestions — ": why the directory did not answer. */
export function errorReason(error: ApiError): string {
  switch (error.kind) {
    case 'rate-limited':
      return 'the directory’s request limit is reached for now';
    case 'no-token':
    case 'unauthorized':
      return 'Toolscout is not connected to the directory (see its settings)';
    default:
      return 'the directory could not be reached';
  }
}

export const savedNote = 'Saved on this device: opening this card sent nothing.';
export const fromDirectoryNote = 'From the directory, asked about this tool when you opened the card.';
export const hintOpensWithRequest = 'Opening the card asks the directory for this tool’s alternatives';
export const hintOpensLocally = 'Alternatives are saved on this device: opening the card sends nothing';
export const localPickNote = (error: ApiError) => `Local suggestions — ${errorReason(error)}`;
export const savedCopyNote = (error: ApiError) => `Saved suggestions — ${errorReason(error)}`;
export const similarIn = (name: string) => `Similar in ${name}`;
export const similarTools = 'Similar tools';
export const alternatives = 'Alternatives';
export const asking = (toolName: string) => `Asking the directory for ${toolName}’s alternatives…`;
export const noDirectoryAlternatives =
  'The directory lists no alternatives; these are picked on this device.';
export const extensionGone = 'Toolscout was reloaded or removed.';
export const collapse = 'Collapse';
export const appName = 'Toolscout';
/** The pill's accessible name: "Toolscout: Name, rated 4.6 out of 5". */
export const pillName = (toolName: string, rating: string) => `Toolscout: ${toolName}, ${rating}`;
export const pillRated = (average: string) => `rated ${average} out of 5`;
export const pillNoRatings = 'no ratings yet';
export const cardName = (toolName: string) => `Toolscout: ${toolName}`;
export const openInDirectory = 'Open in Toolscout directory';
export const dismiss = 'Dismiss';
export const mute = "Don't show on this site";

// The chip beside a search result that is a tool of the directory.
export const chipAlternatives = (count: number | null) =>
  count === null ? 'alternatives' : `${count} ${count === 1 ? 'alternative' : 'alternatives'}`;
export const chipNoRatings = 'no ratings';
export const chipName = (toolName: string, rating: string, alternatives: string) =>
  `Toolscout: ${toolName}, ${rating}, ${alternatives}. Open its card`;
