// Everything the API reads, derived once per dataset: lookups, filtered listings, the category tree
// with counts, the search index and the similarity index.
import type { CategoryRecord, Dataset, SubcategoryRecord, ToolRecord } from '../dataset/types';
import { BoundedMemo } from './bounded-memo';
import { SearchIndex } from './search-index';
import { SimilarityIndex } from './similarity';

export interface ListingFilters {
  category?: string;
  subcategory?: string;
  verifiedOnly: boolean;
}

export interface CategoryNode {
  category: CategoryRecord;
  toolsCount: number;
  subcategories: Array<{ subcategory: SubcategoryRecord; toolsCount: number }>;
}

const FILTER_CACHE_SIZE = 512;

export class Catalog {
  /** Visible tools only: a hidden slug is as unknown as a made-up one. */
  private readonly visibleBySlug: Map<string, ToolRecord>;
  private readonly subcategoryById: Map<number, SubcategoryRecord>;
  private readonly categoryBySlug: Map<string, CategoryRecord>;
  private readonly categoryById: Map<number, CategoryRecord>;
  private readonly subcategoryBySlug: Map<string, SubcategoryRecord>;
  private readonly toolsBySubcategory = new Map<number, ToolRecord[]>();
  private readonly toolsByCategory = new Map<number, ToolRecord[]>();
  private readonly filterCache = new BoundedMemo<readonly ToolRecord[]>(FILTER_CACHE_SIZE);
  private searchIndex: SearchIndex | undefined;
  private similarityIndex: SimilarityIndex | undefined;
  readonly tree: readonly CategoryNode[];

  constructor(readonly dataset: Dataset) {
    this.visibleBySlug = new Map(dataset.visibleTools.map((tool) => [tool.slug, tool]));
    this.subcategoryById = new Map(dataset.subcategories.map((record) => [record.id, record]));
    this.categoryBySlug = new Map(dataset.categories.map((record) => [record.slug, record]));
    this.categoryById = new Map(dataset.categories.map((record) => [record.id, record]));
    this.subcategoryBySlug = new Map(dataset.subcategories.map((record) => [record.slug, record]));
    for (const tool of dataset.visibleTools) {
      const categoryIds = new Set<number>();
      for (const subcategoryId of tool.subcategoryIds) {
        push(this.toolsBySubcategory, subcategoryId, tool);
        const categoryId = this.subcategoryById.get(subcategoryId)?.categoryId;
        if (categoryId !== undefined) categoryIds.add(categoryId);
      }
      for (const categoryId of categoryIds) push(this.toolsByCategory, categoryId, tool);
    }
    this.tree = dataset.categories.map((category) => ({
      category,
      toolsCount: this.toolsByCategory.get(category.id)?.length ?? 0,
      subcategories: category.subcategoryIds.map((id) => ({
        subcategory: this.subcategoryById.get(id) as SubcategoryRecord,
        toolsCount: this.toolsBySubcategory.get(id)?.length ?? 0,
      })),
    }));
  }

  /** Builds the indexes now rather than on the first request. */
  warmUp(): this {
    this.search;
    this.similarity;
    return this;
  }

  get search(): SearchIndex {
    this.searchIndex ??= new SearchIndex(
      this.dataset.visibleTools.map((tool) => ({ tool, categoryText: this.categoryText(tool) })),
    );
    return this.searchIndex;
  }

  get similarity(): SimilarityIndex {
    this.similarityIndex ??= new SimilarityIndex(this.dataset.visibleTools);
    return this.similarityIndex;
  }

  visibleTool(slug: string): ToolRecord | undefined {
    return this.visibleBySlug.get(slug);
  }

  subcategoriesOf(tool: ToolRecord): SubcategoryRecord[] {
    return tool.subcategoryIds.flatMap((id) => this.subcategoryById.get(id) ?? []);
  }

  /** Visible tools in listing order (most visited first, ties by id) that pass every filter. */
  listing(filters: ListingFilters): readonly ToolRecord[] {
    const key = `${filters.category ?? ''}\u0000${filters.subcategory ?? ''}\u0000${filters.verifiedOnly}`;
    return this.filterCache.get(key, () => this.filter(filters));
  }

  private filter(filters: ListingFilters): readonly ToolRecord[] {
    let tools: readonly ToolRecord[] = this.dataset.visibleTools;
    let categoryId: number | undefined;
    if (filters.subcategory !== undefined) {
      const subcategory = this.subcategoryBySlug.get(filters.subcategory);
      if (!subcategory) return [];
      tools = this.toolsBySubcategory.get(subcategory.id) ?? [];
    }
    if (filters.category !== undefined) {
      const category = this.categoryBySlug.get(filters.category);
      if (!category) return [];
      if (filters.subcategory === undefined) tools = this.toolsByCategory.get(category.id) ?? [];
      else categoryId = category.id;
    }
    if (categoryId === undefined && !filters.verifiedOnly) return tools;
    return tools.filter(
      (tool) =>
        (!filters.verifiedOnly || tool.verified) &&
        (categoryId === undefined ||
          tool.subcategoryIds.some((id) => this.subcategoryById.get(id)?.categoryId === categoryId)),
    );
  }

  private categoryText(tool: ToolRecord): string {
    const names = new Set<string>();
    for (const subcategory of this.subcategoriesOf(tool)) {
      names.add(subcategory.name);
      const category = this.categoryById.get(subcategory.categoryId);
      if (category) names.add(category.name);
    }
    return [...names].join(' ');
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const catalogs = new WeakMap<Dataset, Catalog>();

/** One catalog per dataset object, shared by every server that serves it. */
export function catalogFor(dataset: Dataset): Catalog {
  let catalog = catalogs.get(dataset);
  if (!catalog) {
    catalog = new Catalog(dataset);
    catalogs.set(dataset, catalog);
  }
  return catalog;
}
