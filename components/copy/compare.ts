// find: what the compare page says (issue 11, part 2). All user-facing text lives in components/copy/;
// plain typed values, converted to @wxt-dev/i18n with the rest.
export const title = 'Compare tools';
export const caption = (count: number) => `${count} tools side by side`;
export const loading = 'Loading the tools…';
export const empty =
  'Nothing to compare yet. In the Toolscout popup, open a tool and choose “Compare” on it or on its alternatives — 2 to 4 tools.';
export const oneTool = (name: string) =>
  `Only ${name} is picked. Add at least one more tool with “Compare” in the popup.`;
export const rowRating = 'Rating';
export const rowCount = 'Number of ratings';
export const rowPrice = 'Price';
export const rowVerified = 'Verified';
export const rowSubcategories = 'Subcategories';
export const rowDescription = 'Description';
export const rowLinks = 'Links';
export const yes = 'Yes';
export const no = 'No';
export const none = '—';
export const best = 'Best';
/** Read after a marked value, for screen readers and anyone who does not see the highlight. */
export const bestFor = {
  rating: 'best: highest rating',
  count: 'best: most ratings',
  price: 'best: lowest price',
  verified: 'best: verified',
} as const;
export const legend =
  'Marked “Best”: highest rating, most ratings, lowest starting price (free tiers count as free), verified.';
export const website = 'Website';
export const directoryPage = 'Directory page';
export const remove = (name: string) => `Remove ${name}`;
export const couldNotLoad = (slug: string) => `“${slug}” could not be loaded.`;
export const retry = 'Retry';
export const ratingCount = (count: number, formatted: string) =>
  count === 1 ? '1 rating' : `${formatted} ratings`;
