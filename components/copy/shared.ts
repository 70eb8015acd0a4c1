// Words shared by the popup and the card. All user-facing text lives in components/copy/, named by what
// it is for (text with values in it is a function), one file per context. Components import a file as a
// namespace (`import * as sharedCopy`), so each bundle keeps only the entries it uses, with short names.
// Plain typed values on purpose: a later i18n step (@wxt-dev/i18n) swaps their source without touching
// the components. No zod, no browser APIs: any UI context imports it.

export const noRatings = 'No ratings yet';
export const verified = 'Verified';
export const verifiedTitle = 'Verified by the directory';
