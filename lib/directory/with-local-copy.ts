// One truth per screen: a list that keeps its own copy of a tool (a saved tool's snapshot in
// storage.sync, a recently viewed one, the prefetched or cached alternatives) shows what the local copy
// of the directory says of it now, as every other list does. The kept copy is only the fallback, for a
// tool the local copy does not have (any more). Pure: the background reads the records, with no request.
import type { ToolSnapshot } from './public/index';
import type { DirectoryTool } from './record';

/**
 * Each item with what a row shows of it (a snapshot's fields: name, logo, price, verified mark and
 * rating) as the local record has them; an item
 * whose tool the records lack is left as it was. Everything else an item carries is kept.
 */
export function withLocalCopy<T extends ToolSnapshot>(
  items: readonly T[],
  records: readonly DirectoryTool[],
): T[] {
  const bySlug = new Map(records.map((record) => [record.slug, record]));
  return items.map((item) => {
    const record = bySlug.get(item.slug);
    if (!record) return item;
    return {
      ...item,
      name: record.name,
      // A snapshot may have dropped a long logo address to save sync quota; the record keeps it.
      logo: record.logo,
      price: { type: record.price.type, amount: record.price.amount },
      verified: record.verified,
      rating: { average: record.rating.average, count: record.rating.count },
    };
  });
}

/** `items` as the local copy has them, its records read through `tools` (the background's; no request). */
export async function readWithLocalCopy<T extends ToolSnapshot>(
  items: readonly T[],
  tools: (slugs: string[]) => Promise<readonly DirectoryTool[]>,
): Promise<T[]> {
  return items.length === 0 ? [] : withLocalCopy(items, await tools(items.map((item) => item.slug)));
}
