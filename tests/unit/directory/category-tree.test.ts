// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Category, Result } from '../../../lib/api/model';
import {
  CATEGORY_TREE_FORMAT,
  CATEGORY_TREE_INTERVAL_MS,
  CATEGORY_TREE_KEY,
  createCategoryTree,
} from '../../../lib/directory/sync/category-tree';
import { categoryTree } from '../../support/api-fixtures';

const T0 = 1_700_000_000_000;

function setup(options: { answer?: Result<Category[]> } = {}) {
  let at = T0;
  const fetchTree = vi.fn(async () => options.answer ?? { ok: true as const, data: categoryTree });
  const tree = createCategoryTree({ area: fakeBrowser.storage.local, fetchTree, now: () => at });
  return {
    tree,
    fetchTree,
    later(ms: number) {
      at += ms;
    },
  };
}

const stored = async () => (await fakeBrowser.storage.local.get(CATEGORY_TREE_KEY))[CATEGORY_TREE_KEY];

describe('the category tree kept with the daily sync', () => {
  beforeEach(() => fakeBrowser.reset());

  it('is fetched when none is kept, read back as the directory gave it, and asked again only a day later', async () => {
    const { tree, fetchTree, later } = setup();
    expect(await tree.read()).toBeNull();
    expect(await tree.run()).toBe(true);
    expect(await tree.read()).toEqual(categoryTree);
    expect(await stored()).toEqual({ format: CATEGORY_TREE_FORMAT, fetchedAt: T0, tree: categoryTree });
    later(CATEGORY_TREE_INTERVAL_MS - 1);
    expect(await tree.run()).toBe(true);
    expect(fetchTree).toHaveBeenCalledTimes(1);
    later(1);
    expect(await tree.run()).toBe(true);
    expect(fetchTree).toHaveBeenCalledTimes(2);
  });

  it('two looks at once ask once (saving a connection starts one sync, and its test another)', async () => {
    const { tree, fetchTree } = setup();
    expect(await Promise.all([tree.run(), tree.run()])).toEqual([true, true]);
    expect(fetchTree).toHaveBeenCalledTimes(1);
  });

  it('a tree asked for before a connection change is not kept; the next look asks the new directory', async () => {
    const { tree, fetchTree } = setup();
    const before = tree.run();
    await tree.reset();
    expect(await before).toBe(false);
    expect(await stored()).toBeUndefined();
    expect(await tree.run()).toBe(true);
    expect(fetchTree).toHaveBeenCalledTimes(2);
    expect(await tree.read()).toEqual(categoryTree);
  });

  it('a clock set back before the tree was fetched asks again: when it really was cannot be known', async () => {
    const { tree, fetchTree, later } = setup();
    await tree.run();
    later(-60_000);
    await tree.run();
    expect(fetchTree).toHaveBeenCalledTimes(2);
  });

  it('a directory that cannot answer keeps the older tree, and the next look asks again', async () => {
    const offline = { ok: false as const, error: { kind: 'offline' as const, message: 'offline' } };
    await setup().tree.run();
    const { tree, fetchTree, later } = setup({ answer: offline });
    later(CATEGORY_TREE_INTERVAL_MS);
    expect(await tree.run()).toBe(false);
    expect(await tree.read()).toEqual(categoryTree);
    expect(await tree.run()).toBe(false);
    expect(fetchTree).toHaveBeenCalledTimes(2);
  });

  it('an unreadable value reads as none and is fetched anew; a newer format is neither read nor written over', async () => {
    const { tree, fetchTree } = setup();
    await fakeBrowser.storage.local.set({ [CATEGORY_TREE_KEY]: { format: 1, fetchedAt: 'yesterday' } });
    expect(await tree.read()).toBeNull();
    expect(await tree.run()).toBe(true);
    expect(fetchTree).toHaveBeenCalledTimes(1);
    const newer = { format: CATEGORY_TREE_FORMAT + 1, tree: 'another shape' };
    await fakeBrowser.storage.local.set({ [CATEGORY_TREE_KEY]: newer });
    expect(await tree.read()).toBeNull();
    expect(await tree.run()).toBe(false);
    expect(await stored()).toEqual(newer);
    expect(fetchTree).toHaveBeenCalledTimes(1);
  });

  it('a connection change forgets it (whichever version kept it)', async () => {
    const { tree, fetchTree } = setup();
    await tree.run();
    await tree.reset();
    expect(await stored()).toBeUndefined();
    expect(await tree.read()).toBeNull();
    await tree.run();
    expect(fetchTree).toHaveBeenCalledTimes(2);
  });
});
