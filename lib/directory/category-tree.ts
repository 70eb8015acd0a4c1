// The directory's category tree (`GET /categories`), kept on the device with the daily sync: fetched at
// background priority right after a sync completes (a sync that cannot get it still completes), so that
// once the device has the directory every category and listing is answered from it with no request
// (lib/directory/local-categories.ts). In storage.local, versioned, read back through its schema.
import * as z from 'zod/mini';
import type { Category, Result } from '../api/model';
import { categoryListSchema } from '../api/schemas';
import { isNewerFormat } from '../stored-format';

export const CATEGORY_TREE_KEY = 'categoryTree';
/** `{ format, syncedAt, tree }`: 1 since the next release (none before). */
export const CATEGORY_TREE_FORMAT = 1;

const storedTreeSchema = z.object({
  format: z.literal(CATEGORY_TREE_FORMAT),
  /** The sync (its lastSuccessAt) the tree was fetched after: a later sync makes it due again. */
  syncedAt: z.number(),
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
  /** When the local copy's last complete sync finished; null while none has. */
  syncedAt(): Promise<number | null>;
}

export function createCategoryTree(deps: CategoryTreeDeps) {
  /** The stored value; `newer` when a newer version wrote it (then neither read nor written over). */
  async function stored(): Promise<{ tree: StoredTree | null; newer: boolean }> {
    const value = (await deps.area.get([CATEGORY_TREE_KEY]))[CATEGORY_TREE_KEY];
    const format =
      typeof value === 'object' && value !== null ? (value as { format?: unknown }).format : null;
    if (isNewerFormat(format, CATEGORY_TREE_FORMAT)) return { tree: null, newer: true };
    const parsed = storedTreeSchema.safeParse(value);
    return { tree: parsed.success ? parsed.data : null, newer: false };
  }

  return {
    /** The kept tree, of whatever sync; null when none is (or it is unreadable, or a newer version's). */
    async read(): Promise<Category[] | null> {
      return (await stored().catch(() => ({ tree: null }))).tree?.tree ?? null;
    },

    /** Due after every complete sync the kept tree is older than (or when none is kept). */
    async isDue(): Promise<boolean> {
      const syncedAt = await deps.syncedAt();
      if (syncedAt === null) return false;
      const { tree, newer } = await stored();
      return !newer && tree?.syncedAt !== syncedAt;
    },

    /** Fetches and keeps the tree; false when the directory could not answer (tried again at the next look). */
    async run(): Promise<boolean> {
      const syncedAt = await deps.syncedAt();
      if (syncedAt === null || (await stored()).newer) return false;
      const result = await deps.fetchTree();
      if (!result.ok) return false;
      const value: StoredTree = { format: CATEGORY_TREE_FORMAT, syncedAt, tree: result.data };
      await deps.area.set({ [CATEGORY_TREE_KEY]: value });
      return true;
    },

    /** The connection changed: the tree belongs to another directory (whichever version kept it). */
    reset: (): Promise<void> => deps.area.remove(CATEGORY_TREE_KEY),
  };
}
export type CategoryTree = ReturnType<typeof createCategoryTree>;
