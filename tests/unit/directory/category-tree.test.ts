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

  it('is due when none is kept, fetched once, read back as the directory gave it, and due again a day later', async () => {
    const { tree, fetchTree, later } = setup();
    expect(await tree.read()).toBeNull();
    expect(await tree.isDue()).toBe(true);
    expect(await tree.run()).toBe(true);
    expect(await tree.read()).toEqual(categoryTree);
    expect(await stored()).toEqual({ format: CATEGORY_TREE_FORMAT, fetchedAt: T0, tree: categoryTree });
    expect(await tree.isDue()).toBe(false);
    later(CATEGORY_TREE_INTERVAL_MS - 1);
    expect(await tree.isDue()).toBe(false);
    later(1);
    expect(await tree.isDue()).toBe(true);
    expect(fetchTree).toHaveBeenCalledTimes(1);
  });

  it('a directory that cannot answer keeps the older tree, and the tree stays due', async () => {
    const offline = { ok: false as const, error: { kind: 'offline' as const, message: 'offline' } };
    await setup().tree.run();
    const { tree, later } = setup({ answer: offline });
    later(CATEGORY_TREE_INTERVAL_MS);
    expect(await tree.run()).toBe(false);
    expect(await tree.read()).toEqual(categoryTree);
    expect(await tree.isDue()).toBe(true);
  });

  it('an unreadable value reads as none and is due; a newer format is neither read nor written over', async () => {
    const { tree, fetchTree } = setup();
    await fakeBrowser.storage.local.set({ [CATEGORY_TREE_KEY]: { format: 1, fetchedAt: 'yesterday' } });
    expect(await tree.read()).toBeNull();
    expect(await tree.isDue()).toBe(true);
    const newer = { format: CATEGORY_TREE_FORMAT + 1, tree: 'another shape' };
    await fakeBrowser.storage.local.set({ [CATEGORY_TREE_KEY]: newer });
    expect(await tree.read()).toBeNull();
    expect(await tree.isDue()).toBe(false);
    expect(await tree.run()).toBe(false);
    expect(await stored()).toEqual(newer);
    expect(fetchTree).not.toHaveBeenCalled();
  });

  it('a connection change forgets it (whichever version kept it)', async () => {
    const { tree } = setup();
    await tree.run();
    await tree.reset();
    expect(await stored()).toBeUndefined();
    expect(await tree.read()).toBeNull();
    expect(await tree.isDue()).toBe(true);
  });
});
