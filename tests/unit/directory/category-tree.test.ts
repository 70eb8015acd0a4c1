import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Category, Result } from '../../../lib/api/model';
import {
  CATEGORY_TREE_FORMAT,
  CATEGORY_TREE_KEY,
  createCategoryTree,
} from '../../../lib/directory/category-tree';
import { categoryTree } from '../../support/api-fixtures';

function setup(options: { syncedAt?: number | null; answer?: Result<Category[]> } = {}) {
  let syncedAt = options.syncedAt === undefined ? 1_000 : options.syncedAt;
  const fetchTree = vi.fn(async () => options.answer ?? { ok: true as const, data: categoryTree });
  const tree = createCategoryTree({
    area: fakeBrowser.storage.local,
    fetchTree,
    syncedAt: async () => syncedAt,
  });
  return {
    tree,
    fetchTree,
    syncAgain(at: number) {
      syncedAt = at;
    },
  };
}

const stored = async () => (await fakeBrowser.storage.local.get(CATEGORY_TREE_KEY))[CATEGORY_TREE_KEY];

describe('the category tree kept with the sync', () => {
  beforeEach(() => fakeBrowser.reset());

  it('is due after each complete sync, fetched once, and read back as the directory gave it', async () => {
    const { tree, fetchTree, syncAgain } = setup();
    expect(await tree.read()).toBeNull();
    expect(await tree.isDue()).toBe(true);
    expect(await tree.run()).toBe(true);
    expect(await tree.read()).toEqual(categoryTree);
    expect(await stored()).toEqual({ format: CATEGORY_TREE_FORMAT, syncedAt: 1_000, tree: categoryTree });
    expect(await tree.isDue()).toBe(false);
    // The next day's sync: due again.
    syncAgain(2_000);
    expect(await tree.isDue()).toBe(true);
    expect(fetchTree).toHaveBeenCalledTimes(1);
  });

  it('before the first complete sync there is nothing to keep it with: not due, and run asks nothing', async () => {
    const { tree, fetchTree } = setup({ syncedAt: null });
    expect(await tree.isDue()).toBe(false);
    expect(await tree.run()).toBe(false);
    expect(fetchTree).not.toHaveBeenCalled();
  });

  it('a directory that cannot answer keeps the older tree, and the tree stays due', async () => {
    const offline = { ok: false as const, error: { kind: 'offline' as const, message: 'offline' } };
    const first = setup();
    await first.tree.run();
    const { tree, syncAgain } = setup({ answer: offline });
    syncAgain(2_000);
    expect(await tree.run()).toBe(false);
    expect(await tree.read()).toEqual(categoryTree);
    expect(await tree.isDue()).toBe(true);
  });

  it('an unreadable value reads as none; a newer format is neither read nor written over', async () => {
    const { tree, fetchTree } = setup();
    await fakeBrowser.storage.local.set({ [CATEGORY_TREE_KEY]: { format: 1, syncedAt: 'yesterday' } });
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

  it('a connection change forgets it', async () => {
    const { tree } = setup();
    await tree.run();
    await tree.reset();
    expect(await stored()).toBeUndefined();
    expect(await tree.read()).toBeNull();
  });
});
