// What the popup needs of a tool: the fields a server Tool and a compact local record share, so
// search results from either source render through the same components.
import type { Tool } from '../../../lib/api/model';

export type ToolSummary = Pick<
  Tool,
  'slug' | 'name' | 'description' | 'logo' | 'price' | 'verified' | 'rating' | 'website' | 'subcategories'
> & {
  /** Only server tools carry links; local records do not. */
  links?: Tool['links'];
  /** find: the local record's place in the popularity listing, for sorting by popularity. */
  rank?: number;
};
