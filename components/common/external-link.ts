/** Every link leaves in a new tab and tells the destination nothing about where it came from. */
export const externalLink = {
  target: '_blank',
  rel: 'noopener noreferrer',
  referrerpolicy: 'no-referrer',
} as const;
