// The extension's own view of API v1 data, after tolerant reading (docs/api.md, "Tolerances").
// Every context codes against these types; only lib/api/wire-schemas.ts knows the wire shapes.

export interface SubcategoryRef {
  id: number;
  slug: string;
  name: string;
}

export interface Tool {
  id: number;
  slug: string;
  name: string;
  description: string;
  /** Only an http(s) URL survives reading; anything else becomes null. */
  website: string | null;
  logo: string | null;
  price: {
    /** Any string the server sends, e.g. "freemium"; see lib/common/format.ts for display. */
    type: string;
    amount: number | null;
  };
  verified: boolean;
  rating: {
    /** null or with count 0: "no ratings yet". */
    average: number | null;
    count: number;
  };
  subcategories: SubcategoryRef[];
  createdAt: string | null;
  links: {
    self: string | null;
    alternatives: string | null;
    /** The tool's page on the directory's website. */
    web: string | null;
  };
}

export interface Category {
  id: number | null;
  slug: string;
  name: string;
  /** How many tools, when the server says so. */
  toolCount: number | null;
  children: Category[];
  /**
   * Device only's local list (lib/directory/local-search/local-categories.ts), which knows no categories above the
   * records' subcategories: this entry is such a subcategory, and opens as one.
   */
  asSubcategory?: true;
}

/** One page of a tool listing or of search results. */
export interface ToolPage {
  items: Tool[];
  /** Absolute URL of the next page; null on the last page (or when absent). */
  next: string | null;
  total: number | null;
  page: number | null;
}

export type { ApiError, ApiErrorKind, Result } from '../common/result';
// Every way a request can fail, and a Result, are lib/common/result.ts's: messages answer with them too.
export { ERROR_KINDS } from '../common/result';
