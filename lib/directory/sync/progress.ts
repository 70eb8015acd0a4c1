// Where a sync stands, saved after every page so a restarted service worker resumes instead of
// starting over. Kept outside IndexedDB by the caller (extension storage); read back with zod
// because a stored value is only as trustworthy as the last writer.
import { z } from 'zod/mini';

/**
 * The stored progress's format, under `format`. 1 since 0.4.0; 0.1.0–0.3.0 wrote the same shape without
 * it. A newer format is not resumed: this version syncs afresh (docs/architecture.md, "Stored formats").
 */
export const PROGRESS_FORMAT = 1;

const progressSchema = z.object({
  format: z.optional(z.literal(PROGRESS_FORMAT)),
  /** The store's staging generation these pages belong to; a mismatch means "start afresh". */
  generation: z.number(),
  nextPage: z.int().check(z.positive()),
  /** Distinct tools staged so far. */
  staged: z.number(),
  startedAt: z.number(),
  /** Estimated from the listing's total; null until a page told it. */
  totalPages: z.nullable(z.number()),
  /** The last page is staged: only the swap into the live set is left (no page past the end is asked for). */
  ended: z.boolean(),
});

export type SyncProgress = z.infer<typeof progressSchema>;

/** Narrow storage for one value, e.g. a wxt storage item adapted to get/set. */
export interface ProgressStorage {
  get(): Promise<unknown>;
  set(progress: SyncProgress | null): Promise<void>;
}

/** Saves the progress with its format (null: no sync under way). */
export function writeProgress(storage: ProgressStorage, progress: SyncProgress | null): Promise<void> {
  return storage.set(progress && { ...progress, format: PROGRESS_FORMAT });
}

export async function readProgress(storage: ProgressStorage): Promise<SyncProgress | null> {
  const parsed = progressSchema.safeParse(await storage.get());
  return parsed.success ? parsed.data : null;
}
