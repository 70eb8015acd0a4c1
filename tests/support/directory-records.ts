// The generated directory in the shapes the extension keeps locally: for the benchmarks, and for tests
// that work out what the local copy answers (the search's count) from the dataset itself.
import type { DirectoryTool } from '../../lib/directory/record';
import { type Dataset, generateDataset } from '../../server/index';

export function directoryTools(dataset: Dataset = generateDataset()): DirectoryTool[] {
  const subcategories = new Map(dataset.subcategories.map((sub) => [sub.id, sub]));
  return dataset.visibleTools.map((tool, rank) => ({
    id: tool.id,
    slug: tool.slug,
    name: tool.name,
    description: tool.description,
    website: tool.website,
    logo: null,
    price: { type: tool.price.type, amount: tool.price.amount },
    verified: tool.verified,
    rating: { average: tool.rating.average, count: tool.rating.count },
    subcategories: tool.subcategoryIds.flatMap((id) => {
      const sub = subcategories.get(id);
      return sub ? [{ id, slug: sub.slug, name: sub.name }] : [];
    }),
    rank,
  }));
}
