// The directory's category tree (`GET /categories`), kept on the device with the daily sync: fetched at
// background priority once a day, just before the sync's pages (a sync goes on whether or not it came),
// so that when a sync completes the device has both, and every category and listing is answered from it
// with no request (lib/directory/local-search/local-categories.ts). In storage.local, versioned, read back through
// its schema.
import * as z from 'zod/mini';
import type { Category, Result } from '../../api/model';
import { categoryListSchema } from '../../api/model-schemas';
import { isNewerFormat } from '../../common/stored-format';

export const CATEGORY_TREE_KEY = 'categoryTree';
/** `{ format, fetchedAt, tree }`: 1 since the next release (none before). */
export const CATEGORY_TREE_FORMAT = 1;

const storedTreeSchema = z.object({
  format: z.literal(CATEGORY_TREE_FORMAT),
  /** When it was fetched: a day later it is due again, with the daily sync. */
  fetchedAt: z.number(),
  tree: categoryListSchema,
});
type StoredTree = z.output<typeof storedTreeSchema>;

export interface TreeArea {
  get(keys: string[]): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(key: string): Promise<void>;
}

export interface CategoryTreeDeps {
  area: TreeArea;
  /** `GET /categories` at background priority (the request log's reason: the daily sync). */
  fetchTree(): Promise<Result<Category[]>>;
  now?: () => number;
}

/** Fetched once a day, as the listing is. */
export const CATEGORY_TREE_INTERVAL_MS = 24 * 60 * 60 * 1000;

export function createCategoryTree(deps: CategoryTreeDeps) {
  const now = deps.now ?? Date.now;
  /** The stored value; `newer` when a newer version wrote it (then neither read nor written over). */
  async function stored(): Promise<{ tree: StoredTree | null; newer: boolean }> {
    const value = (await deps.area.get([CATEGORY_TREE_KEY]))[CATEGORY_TREE_KEY];
    const format =
      typeof value === 'object' && value !== null ? (value as { format?: unknown }).format : null;
    if (isNewerFormat(format, CATEGORY_TREE_FORMAT)) return { tree: null, newer: true };
    const parsed = storedTreeSchema.safeParse(value);
    return { tree: parsed.success ? parsed.data : null, newer: false };
  }

  /**
   * Fetched within a day by this clock. One that lies ahead of the clock (set back since) is due: when it
   * really was fetched cannot be known, as with the sync.
   */
  function isCurrent(tree: StoredTree): boolean {
    const age = now() - tree.fetchedAt;
    return age >= 0 && age < CATEGORY_TREE_INTERVAL_MS;
  }

  /** The fetch under way, which a second look joins: two jobs that look at once ask once. */
  let running: Promise<boolean> | null = null;
  /** Bumped by reset(): a fetch begun for the former connection keeps nothing. */
  let epoch = 0;

  async function keepWhenDue(runEpoch: number): Promise<boolean> {
    const { tree, newer } = await stored();
    if (newer) return false;
    if (tree !== null && isCurrent(tree)) return true;
    const result = await deps.fetchTree();
    if (!result.ok || epoch !== runEpoch) return false;
    const value: StoredTree = { format: CATEGORY_TREE_FORMAT, fetchedAt: now(), tree: result.data };
    await deps.area.set({ [CATEGORY_TREE_KEY]: value });
    return true;
  }

  return {
    /** The kept tree, of whatever sync; null when none is (or it is unreadable, or a newer version's). */
    async read(): Promise<Category[] | null> {
      return (await stored().catch(() => ({ tree: null }))).tree?.tree ?? null;
    },

    /**
     * Fetches and keeps the tree when due, or joins the fetch under way; true when a current tree is kept,
     * false when the directory could not answer (tried again at the next look) or a newer version's is.
     */
    run(): Promise<boolean> {
      if (running !== null) return running;
      const flight = keepWhenDue(epoch).finally(() => {
        if (running === flight) running = null;
      });
      running = flight;
      return flight;
    },

    /** The connection changed: the tree belongs to another directory (whichever version kept it). */
    async reset(): Promise<void> {
      epoch += 1;
      running = null;
      await deps.area.remove(CATEGORY_TREE_KEY);
    },
  };
}
export type CategoryTree = ReturnType<typeof createCategoryTree>;
