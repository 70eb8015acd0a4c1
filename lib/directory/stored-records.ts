// The records of the directory database as they are kept and read back: a live tool with the syncs that
// missed it, the meta record, and the rule that orders the live set at a swap. Pure (zod only): the
// store (store.ts) does the database's work with them.
import { z } from 'zod/mini';
import type { ApiError } from '../api/model';
import { apiErrorSchema } from '../api/model-schemas';
import { type DirectoryTool, directoryToolSchema } from './record';

export interface DirectoryMeta {
  /** The last sync generation handed out. Kept by clear(), so stale progress never matches a new sync. */
  generation: number;
  /** The generation whose pages sit in staging; null when staging belongs to no sync. */
  stagingGeneration: number | null;
  lastSuccessAt: number | null;
  lastError: ApiError | null;
  lastErrorAt: number | null;
  /**
   * How many tools the live set holds, written with it: counting the store instead walks every record
   * (tens of milliseconds at 50,000 tools, on each worker start). Null in a meta an older version wrote.
   */
  liveCount: number | null;
  /**
   * The format of the site index written for the live set (SITE_INDEX_FORMAT), kept in the meta so a
   * worker start sees whether it must be rebuilt without reading the index. Null: written by 0.1.0–0.3.0
   * (or never), so rebuilt from the records after an update.
   */
  siteIndexFormat: number | null;
}

/** A tool leaves the store when this many complete syncs in a row missed it. */
const MISSES_BEFORE_REMOVAL = 2;
export const storedToolSchema = z.extend(directoryToolSchema, { missedSyncs: z.number() });
export type StoredTool = z.infer<typeof storedToolSchema>;

const metaSchema = z.object({
  generation: z.number(),
  stagingGeneration: z.nullable(z.number()),
  lastSuccessAt: z.nullable(z.number()),
  lastError: z.nullable(apiErrorSchema),
  lastErrorAt: z.nullable(z.number()),
  liveCount: z.optional(z.nullable(z.number())),
  siteIndexFormat: z.optional(z.nullable(z.number())),
});

export const EMPTY_META: DirectoryMeta = {
  generation: 0,
  stagingGeneration: null,
  lastSuccessAt: null,
  lastError: null,
  lastErrorAt: null,
  liveCount: null,
  siteIndexFormat: null,
};

export function readMeta(value: unknown): DirectoryMeta {
  const parsed = metaSchema.safeParse(value);
  return parsed.success
    ? {
        ...parsed.data,
        liveCount: parsed.data.liveCount ?? null,
        siteIndexFormat: parsed.data.siteIndexFormat ?? null,
      }
    : EMPTY_META;
}

export function validRecords<S extends z.ZodMiniType>(schema: S, values: unknown[]) {
  const records: z.infer<S>[] = [];
  for (const value of values) {
    const parsed = schema.safeParse(value);
    if (parsed.success) records.push(parsed.data);
  }
  return records;
}

/**
 * The new live order: staged tools by their listing rank; a retained tool (missed by this sync) keeps
 * its place right after the tool it followed last time, so it is neither promoted nor buried.
 */
export function mergeLiveOrder(staged: DirectoryTool[], previous: StoredTool[]) {
  const stagedRank = new Map(staged.map((tool) => [tool.slug, tool.rank]));
  const placed: { tool: StoredTool; anchor: number; after: number }[] = staged.map((tool) => ({
    tool: { ...tool, missedSyncs: 0 },
    anchor: tool.rank,
    after: -1,
  }));
  const removed: StoredTool[] = [];
  let anchor = -1; // before every staged tool
  for (const tool of previous.sort((a, b) => a.rank - b.rank)) {
    const rank = stagedRank.get(tool.slug);
    if (rank !== undefined) {
      anchor = rank;
      continue;
    }
    const missedSyncs = tool.missedSyncs + 1;
    if (missedSyncs >= MISSES_BEFORE_REMOVAL) {
      removed.push(tool);
      continue;
    }
    placed.push({ tool: { ...tool, missedSyncs }, anchor, after: tool.rank });
  }
  placed.sort((a, b) => a.anchor - b.anchor || a.after - b.after);
  return { live: placed.map(({ tool }, rank) => ({ ...tool, rank })), removed };
}

/**
 * The change set of the last swap, written in the swap's own transaction and kept until the change store
 * has it: a worker stopped between the two loses no change set, and delivering it again puts the same one.
 */
export const PENDING_CHANGES_KEY = 'pendingChanges';
export const pendingChangesSchema = z.looseObject({ syncedAt: z.number() });
