// What the on-page card says. All user-facing text lives in components/copy/, named by what it is for
// (text with values in it is a function), one file per context so each bundle carries only its own.
// Plain typed values on purpose: a later i18n step (@wxt-dev/i18n) swaps their source without touching
// the components. No zod, no browser APIs: any UI context imports it.
import type { ApiError } from '../../lib/api/model';

/** After "Local suggestions — " or "Saved suggestions — ": why the directory did not answer. */
export function cardErrorReason(error: ApiError): string {
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

export const cardCopy = {
  savedNote: 'Saved on this device: opening this card sent nothing.',
  fromDirectoryNote: 'From the directory, asked about this tool when you opened the card.',
  hintOpensWithRequest: 'Opening the card asks the directory for this tool’s alternatives',
  hintOpensLocally: 'Alternatives are saved on this device: opening the card sends nothing',
  localPickNote: (error: ApiError) => `Local suggestions — ${cardErrorReason(error)}`,
  savedCopyNote: (error: ApiError) => `Saved suggestions — ${cardErrorReason(error)}`,
  similarIn: (name: string) => `Similar in ${name}`,
  similarTools: 'Similar tools',
  alternatives: 'Alternatives',
  asking: (toolName: string) => `Asking the directory for ${toolName}’s alternatives…`,
  noDirectoryAlternatives: 'The directory lists no alternatives; these are picked on this device.',
  extensionGone: 'Toolscout was reloaded or removed.',
  collapse: 'Collapse',
  appName: 'Toolscout',
  /** The pill's accessible name: "Toolscout: Name, rated 4.6 out of 5". */
  pillName: (toolName: string, rating: string) => `Toolscout: ${toolName}, ${rating}`,
  pillRated: (average: string) => `rated ${average} out of 5`,
  pillNoRatings: 'no ratings yet',
  cardName: (toolName: string) => `Toolscout: ${toolName}`,
  openInDirectory: 'Open in Toolscout directory',
  dismiss: 'Dismiss',
  mute: "Don't show on this site",
} as const;
