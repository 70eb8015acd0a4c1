// Words shared by the popup and the card. All user-facing text lives in components/copy/, named by what
// it is for (text with values in it is a function), one file per context so each bundle carries only
// its own. Plain typed values on purpose: a later i18n step (@wxt-dev/i18n) swaps their source without
// touching the components. No zod, no browser APIs: any UI context imports it.

export const sharedCopy = {
  noRatings: 'No ratings yet',
  verified: 'Verified',
  verifiedTitle: 'Verified by the directory',
} as const;
