// The Tool object of the contract (snake_case, absolute URLs), rendered once per tool and origin:
// listing pages are then mostly string joins.
import type { Catalog } from '../catalog/catalog';
import type { ToolRecord } from '../dataset/types';
import { API_PREFIX } from '../options';

export interface ToolJson {
  id: number;
  slug: string;
  name: string;
  description: string;
  website: string;
  price: { amount: number | null; type: string };
  verified: boolean;
  logo: string | null;
  rating: { average: number | null; count: number };
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

export function toolJson(tool: ToolRecord, origin: string, catalog: Catalog): ToolJson {
  const api = `${origin}${API_PREFIX}/tools/${encodeURIComponent(tool.slug)}`;
  return {
    id: tool.id,
    slug: tool.slug,
    name: tool.name,
    description: tool.description,
    website: tool.website,
    price: { amount: tool.price.amount, type: tool.price.type },
    verified: tool.verified,
    logo: tool.hasLogo ? `${origin}${logoPath(tool.slug)}` : null,
    rating: { average: tool.rating.average, count: tool.rating.count },
    subcategories: catalog.subcategoriesOf(tool).map(({ id, slug, name }) => ({ id, slug, name })),
    created_at: tool.createdAt,
    links: { self: api, alternatives: `${api}/alternatives`, web: `${origin}${webPath(tool.slug)}` },
  };
}

const MAX_ORIGINS = 8;

/** Caches each tool's JSON, already UTF-8 encoded, per origin (the origin only varies with the Host a client used). */
export class ToolRenderer {
  private readonly byOrigin = new Map<string, Map<number, Buffer<ArrayBuffer>>>();

  constructor(private readonly catalog: Catalog) {}

  json(tool: ToolRecord, origin: string): Buffer<ArrayBuffer> {
    let cache = this.byOrigin.get(origin);
    if (!cache) {
      if (this.byOrigin.size >= MAX_ORIGINS) this.byOrigin.clear();
      cache = new Map();
      this.byOrigin.set(origin, cache);
    }
    let bytes = cache.get(tool.id);
    if (bytes === undefined) {
      bytes = Buffer.from(JSON.stringify(toolJson(tool, origin, this.catalog)));
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
