// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  LOCAL_LISTING_PAGE,
  localCategories,
  localListing,
  subcategoriesOf,
} from '../../../lib/directory/local-search/local-categories';
import type { DirectoryTool } from '../../../lib/directory/record';
import { categoryTree, modelTool } from '../../support/api-fixtures';

const COPY = { id: 3, slug: 'copywriting', name: 'Copywriting' };
const VIDEO = { id: 7, slug: 'video-editing', name: 'Video editing' };

function record(slug: string, rank: number, subcategories = [COPY], verified = true): DirectoryTool {
  return { ...modelTool(slug), rank, verified, subcategories };
}

describe('browsing categories on the device', () => {
  it('lists the subcategories the records name, by name, with how many local tools each has', () => {
    const tools = [record('a', 1), record('b', 2, [COPY, VIDEO]), record('c', 3, [VIDEO])];
    expect(subcategoriesOf(tools)).toEqual([
      { id: 3, slug: 'copywriting', name: 'Copywriting', toolCount: 2, children: [], asSubcategory: true },
      {
        id: 7,
        slug: 'video-editing',
        name: 'Video editing',
        toolCount: 2,
        children: [],
        asSubcategory: true,
      },
    ]);
    expect(subcategoriesOf([])).toEqual([]);
  });

  it("browses the directory's tree when the device keeps one, each count the local records' (what its listing holds)", () => {
    const TRANSLATION = { id: 4, slug: 'translation', name: 'Translation' };
    const tools = [
      record('a', 1),
      // In both of Writing's subcategories: counted once for Writing.
      record('b', 2, [COPY, TRANSLATION]),
      record('c', 3, [TRANSLATION]),
      // In no subcategory of the tree.
      record('d', 4, [VIDEO]),
    ];
    expect(localCategories(tools, categoryTree)).toEqual([
      {
        id: 1,
        slug: 'writing',
        name: 'Writing',
        toolCount: 3,
        children: [
          { id: 3, slug: 'copywriting', name: 'Copywriting', toolCount: 2, children: [] },
          { id: 4, slug: 'translation', name: 'Translation', toolCount: 2, children: [] },
        ],
      },
      // A category without subcategories holds the tools filed under its own slug: none here.
      { id: 2, slug: 'images', name: 'Images', toolCount: 0, children: [] },
    ]);
    // Each count is what the listing it opens holds.
    for (const category of localCategories(tools, categoryTree)) {
      expect(localListing(tools, { category: category.slug, page: 1 }, categoryTree).total).toBe(
        category.toolCount,
      );
      for (const sub of category.children)
        expect(localListing(tools, { subcategory: sub.slug, page: 1 }, categoryTree).total).toBe(
          sub.toolCount,
        );
    }
    // No tree (or an empty one): the records' subcategories.
    expect(localCategories([record('a', 1)], [])).toHaveLength(1);
    expect(localCategories([record('a', 1)], null)).toEqual(subcategoriesOf([record('a', 1)]));
  });

  it("lists a subcategory's tools in popularity order, verified only when asked, a page at a time", () => {
    const tools = Array.from({ length: 30 }, (_, index) =>
      record(`tool-${index}`, 100 - index, [COPY], index % 2 === 0),
    );
    const first = localListing(tools, { subcategory: 'copywriting', page: 1 }, null);
    expect(first.items).toHaveLength(LOCAL_LISTING_PAGE);
    expect(first.items[0]?.slug).toBe('tool-29');
    expect(first.total).toBe(30);
    expect(first.next).not.toBeNull();
    const second = localListing(tools, { subcategory: 'copywriting', page: 2 }, null);
    expect(second.items).toHaveLength(6);
    expect(second.next).toBeNull();
    const verified = localListing(tools, { subcategory: 'copywriting', verified: true, page: 1 }, null);
    expect(verified.total).toBe(15);
    expect(verified.items.every((tool) => tool.verified)).toBe(true);
  });

  it("a category of the tree lists its subcategories' tools; without the tree its slug is a subcategory's", () => {
    const tools = [
      record('a', 2),
      record('b', 1, [VIDEO]),
      record('c', 3, [{ id: 4, slug: 'translation', name: 'T' }]),
    ];
    expect(
      localListing(tools, { category: 'writing', page: 1 }, categoryTree).items.map((t) => t.slug),
    ).toEqual(['a', 'c']);
    expect(
      localListing(tools, { category: 'video-editing', page: 1 }, null).items.map((t) => t.slug),
    ).toEqual(['b']);
    expect(localListing(tools, { category: 'images', page: 1 }, categoryTree).total).toBe(0);
  });
});
