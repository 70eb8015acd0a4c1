// The generated directory as the server holds it (richer than the API's Tool JSON: visibility,
// popularity and embeddings stay internal).

export const PRICE_TYPES = ['free', 'freemium', 'paid', 'subscription', 'contact', 'one-time'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

export const HIDDEN_STATES = ['unpublished', 'delisted', 'unavailable'] as const;
export type HiddenState = (typeof HIDDEN_STATES)[number];
export type Visibility = 'visible' | HiddenState;

export interface ToolRecord {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  readonly website: string;
  readonly price: { readonly amount: number | null; readonly type: PriceType };
  readonly verified: boolean;
  /** false: the API answers `logo: null`. */
  readonly hasLogo: boolean;
  readonly rating: { readonly average: number | null; readonly count: number };
  /** The first one is the primary subcategory. */
  readonly subcategoryIds: readonly number[];
  /** ISO 8601 with a numeric offset, e.g. 2024-03-01T10:00:00+00:00. */
  readonly createdAt: string;
  /** Popularity: the listing sorts by it, most visited first (ties by id). */
  readonly visits: number;
  readonly visibility: Visibility;
  /** Unit vector, or null for a tool without an embedding (it has no alternatives). */
  readonly embedding: readonly number[] | null;
  /** Hostile dataset only: Tool JSON fields sent exactly as written, outside the contract. */
  readonly wire?: Readonly<Record<string, unknown>>;
}

export interface SubcategoryRecord {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly categoryId: number;
}

export interface CategoryRecord {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly subcategoryIds: readonly number[];
}

/** `hostile` adds the tools of hostile-tools.ts (odd ratings, bidi overrides, 10 kB strings, HTML). */
export type DatasetKind = 'standard' | 'hostile';

export interface Dataset {
  readonly seed: number;
  readonly kind: DatasetKind;
  /** Number of visible tools asked for. */
  readonly size: number;
  /** Every tool, visible or hidden, by id. */
  readonly tools: readonly ToolRecord[];
  /** Visible tools in listing order: most visited first, ties by id. */
  readonly visibleTools: readonly ToolRecord[];
  readonly hiddenTools: readonly ToolRecord[];
  /** Categories by name; their subcategories by name too. */
  readonly categories: readonly CategoryRecord[];
  readonly subcategories: readonly SubcategoryRecord[];
}

export const EMBEDDING_DIMENSIONS = 32;
