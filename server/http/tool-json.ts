// The Tool object of the contract (snake_case, absolute URLs), rendered once per tool and origin:
// listing pages are then mostly string joins.
import type { Catalog } from '../catalog/catalog';
import type { ToolRecord } from '../dataset/types';
import { API_PREFIX } from '../options';

/** The contract's Tool object, as sent by default (quirks off, standard dataset). */
export interface ToolJson {
  id: number;
  slug: string;
  name: string;
  description: string;
  website: string;
  price: { amount: number; type: string };
  verified: boolean;
  logo: string;
  rating: { average: number; count: number };
  subcategories: Array<{ id: number; slug: string; name: string }>;
  created_at: string;
  links: { self: string; alternatives: string; web: string };
}

/** Where the directory's website shows a tool; served by this server as a stand-in page. */
export function webPath(slug: string): string {
  return `/tools/${encodeURIComponent(slug)}`;
}

export function logoPath(slug: string): string {
  return `/logos/${encodeURIComponent(slug)}.svg`;
}

/** What is sent: the contract's Tool, with quirks (API_QUIRKS=1) and hostile fields when they apply. */
export type WireToolJson = Record<string, unknown>;

export function toolJson(tool: ToolRecord, origin: string, catalog: Catalog): ToolJson {
  const api = `${origin}${API_PREFIX}/tools/${encodeURIComponent(tool.slug)}`;
  const json: ToolJson = {
    id: tool.id,
    slug: tool.slug,
    name: tool.name,
    description: tool.description,
    website: tool.website,
    // The dataset's null means "no amount published"; the contract wants a number, as Laravel's
    // decimal column with a default of 0 would give.
    price: { amount: tool.price.amount ?? 0, type: tool.price.type },
    verified: tool.verified,
    // A tool without a logo still gets its address, which answers 404: the contract's logo is a URL.
    logo: `${origin}${logoPath(tool.slug)}`,
    rating: { average: tool.rating.average ?? 0, count: tool.rating.count },
    subcategories: catalog.subcategoriesOf(tool).map(({ id, slug, name }) => ({ id, slug, name })),
    created_at: tool.createdAt,
    links: { self: api, alternatives: `${api}/alternatives`, web: `${origin}${webPath(tool.slug)}` },
  };
  return json;
}

export function wireToolJson(
  tool: ToolRecord,
  origin: string,
  catalog: Catalog,
  quirks: boolean,
): WireToolJson {
  const json = toolJson(tool, origin, catalog);
  const sent = quirks ? withQuirks(json, tool) : json;
  return tool.wire ? { ...sent, ...tool.wire } : { ...sent };
}

/**
 * What real directories send and the contract does not allow, spread over the tools by id so every
 * kind is present on any page: null amounts and logos, decimals as strings (Laravel's `decimal:2`
 * cast: "12.00", "4.50") on every other tool, `rating` left out or `{average: null}` for unrated
 * tools, and fields the contract does not list.
 */
function withQuirks(json: ToolJson, tool: ToolRecord): WireToolJson {
  const decimalsAsStrings = tool.id % 2 === 0;
  const decimal = (value: number | null) => (value !== null && decimalsAsStrings ? value.toFixed(2) : value);
  const unrated = tool.rating.average === null;
  const quirky: WireToolJson = {
    ...json,
    price: { amount: decimal(tool.price.amount), type: tool.price.type },
    logo: tool.hasLogo ? json.logo : null,
    rating: { average: decimal(tool.rating.average), count: tool.rating.count },
    updated_at: tool.createdAt,
    is_featured: tool.id % 7 === 0,
    meta_description: null,
  };
  if (unrated && tool.id % 3 === 0) delete quirky.rating;
  return quirky;
}

const MAX_ORIGINS = 8;

/**
 * Caches each tool's JSON, already UTF-8 encoded, per origin (the origin only varies with the Host a
 * client used) and quirks setting (read on every call: it can change while the server runs).
 */
export class ToolRenderer {
  private readonly byOrigin = new Map<string, Map<number, Buffer<ArrayBuffer>>>();

  constructor(
    private readonly catalog: Catalog,
    private readonly quirks: () => boolean = () => false,
  ) {}

  json(tool: ToolRecord, origin: string): Buffer<ArrayBuffer> {
    const quirks = this.quirks();
    const key = `${quirks ? 'quirks' : 'contract'} ${origin}`;
    let cache = this.byOrigin.get(key);
    if (!cache) {
      if (this.byOrigin.size >= MAX_ORIGINS) this.byOrigin.clear();
      cache = new Map();
      this.byOrigin.set(key, cache);
    }
    let bytes = cache.get(tool.id);
    if (bytes === undefined) {
      bytes = Buffer.from(JSON.stringify(wireToolJson(tool, origin, this.catalog, quirks)));
      cache.set(tool.id, bytes);
    }
    return bytes;
  }

  /** A JSON array of tools: a copy of cached bytes, no JSON encoding per request. */
  array(tools: readonly ToolRecord[], origin: string): Buffer<ArrayBuffer> {
    const parts: Buffer<ArrayBuffer>[] = [OPEN_BRACKET];
    tools.forEach((tool, index) => {
      if (index > 0) parts.push(COMMA);
      parts.push(this.json(tool, origin));
    });
    parts.push(CLOSE_BRACKET);
    return Buffer.concat(parts);
  }
}

const OPEN_BRACKET = Buffer.from('[');
const CLOSE_BRACKET = Buffer.from(']');
const COMMA = Buffer.from(',');

/** `{"data": …}` around JSON that is already encoded. */
export function dataWrapper(json: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  return Buffer.concat([DATA_OPEN, json, CLOSE_BRACE]);
}

const DATA_OPEN = Buffer.from('{"data":');
const CLOSE_BRACE = Buffer.from('}');
