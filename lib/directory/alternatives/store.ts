// The alternatives of the most popular tools, fetched ahead in the background so their card opens with
// no request (lib/directory/alternatives/prefetch.ts fills it).
//
// Layout (database "toolscout-alternatives", version 1):
//   alternatives  key = slug: { slug, alternatives (≤ 5 tools), fetchedAt }.
//   meta          one record "meta": last complete run, last error, and the run under way (so a
//                 restarted service worker resumes it).
// Everything read back is validated: stored data is only as trustworthy as its last writer.
import type { DBSchema } from 'idb';
import { z } from 'zod/mini';
import { MAX_ALTERNATIVES } from '../../api/limits';
import type { ApiError, Tool } from '../../api/model';
import { apiErrorSchema, toolListSchema } from '../../api/model-schemas';
import { lazyDatabase, validOrUndefined } from '../../common/idb';

export const DEFAULT_ALTERNATIVES_DB = 'toolscout-alternatives';
const META_KEY = 'meta';

export interface StoredAlternatives {
  slug: string;
  alternatives: Tool[];
  fetchedAt: number;
}

/** A run under way: the slugs it fetches, in order, and how far it got. */
export interface PrefetchProgress {
  slugs: string[];
  nextIndex: number;
  startedAt: number;
  /** A full refresh (every top tool) rather than a fill-in of tools new to the top. */
  full: boolean;
  /** Runs in a row that paused on slugs[nextIndex]; past a few, that slug is skipped. */
  failures: number;
}

export interface AlternativesMeta {
  /** Bumped by clear(): a run that began before it writes nothing more. */
  generation: number;
  /** The end of the last full refresh. */
  lastSuccessAt: number | null;
  lastError: ApiError | null;
  lastErrorAt: number | null;
  progress: PrefetchProgress | null;
}

export interface AlternativesStore {
  get(slug: string): Promise<StoredAlternatives | undefined>;
  /** The slugs with stored alternatives. */
  slugs(): Promise<string[]>;
  count(): Promise<number>;
  /**
   * Stores one tool's alternatives (capped at 5) and, when given, the run's progress, in one transaction.
   * Throws StaleRunError when `generation` is given and clear() was called since.
   */
  put(entry: StoredAlternatives, progress?: PrefetchProgress | null, generation?: number): Promise<void>;
  /** Drops every entry whose slug is not in `keep`; returns how many were dropped. */
  retainOnly(keep: ReadonlySet<string>): Promise<number>;
  remove(slug: string): Promise<void>;
  getMeta(): Promise<AlternativesMeta>;
  /** Throws StaleRunError when `generation` is given and clear() was called since. */
  updateMeta(
    change: Partial<Omit<AlternativesMeta, 'generation'>>,
    generation?: number,
  ): Promise<AlternativesMeta>;
  /** Forgets every entry, the progress, success and error (another directory's alternatives do not apply). */
  clear(): Promise<void>;
  close(): Promise<void>;
}

/** The run that wrote is no longer current: the store was cleared (the connection changed). */
export class StaleRunError extends Error {
  constructor() {
    super('The alternatives store was cleared during this run');
    this.name = 'StaleRunError';
  }
}

const storedSchema = z.object({
  slug: z.string().check(z.minLength(1)),
  alternatives: toolListSchema,
  fetchedAt: z.number(),
});

const progressSchema = z.object({
  slugs: z.array(z.string()),
  nextIndex: z.int().check(z.gte(0)),
  startedAt: z.number(),
  full: z.boolean(),
  failures: z.int().check(z.gte(0)),
});

const metaSchema = z.object({
  generation: z.number(),
  lastSuccessAt: z.nullable(z.number()),
  lastError: z.nullable(apiErrorSchema),
  lastErrorAt: z.nullable(z.number()),
  progress: z.nullable(progressSchema),
});

const EMPTY_META: AlternativesMeta = {
  generation: 0,
  lastSuccessAt: null,
  lastError: null,
  lastErrorAt: null,
  progress: null,
};

interface AlternativesDb extends DBSchema {
  alternatives: { key: string; value: StoredAlternatives };
  meta: { key: string; value: AlternativesMeta };
}

function readMeta(value: unknown): AlternativesMeta {
  const parsed = metaSchema.safeParse(value);
  return parsed.success ? parsed.data : EMPTY_META;
}

export function createAlternativesStore(dbName: string = DEFAULT_ALTERNATIVES_DB): AlternativesStore {
  const databaseOnUse = lazyDatabase<AlternativesDb>(dbName, (database) => {
    database.createObjectStore('alternatives', { keyPath: 'slug' });
    database.createObjectStore('meta');
  });
  const db = databaseOnUse.open;

  return {
    async get(slug) {
      return validOrUndefined(storedSchema, await (await db()).get('alternatives', slug));
    },

    async slugs() {
      return (await db()).getAllKeys('alternatives');
    },

    async count() {
      return (await db()).count('alternatives');
    },

    async put(entry, progress, generation) {
      const tx = (await db()).transaction(['alternatives', 'meta'], 'readwrite');
      const record: StoredAlternatives = {
        slug: entry.slug,
        alternatives: entry.alternatives.slice(0, MAX_ALTERNATIVES),
        fetchedAt: entry.fetchedAt,
      };
      const meta = readMeta(await tx.objectStore('meta').get(META_KEY));
      if (generation !== undefined && meta.generation !== generation) {
        tx.abort();
        await tx.done.catch(() => undefined);
        throw new StaleRunError();
      }
      await tx.objectStore('alternatives').put(record);
      if (progress !== undefined) await tx.objectStore('meta').put({ ...meta, progress }, META_KEY);
      await tx.done;
    },

    async retainOnly(keep) {
      const tx = (await db()).transaction('alternatives', 'readwrite');
      const stale = (await tx.store.getAllKeys()).filter((slug) => !keep.has(slug));
      await Promise.all(stale.map((slug) => tx.store.delete(slug)));
      await tx.done;
      return stale.length;
    },

    async remove(slug) {
      await (await db()).delete('alternatives', slug);
    },

    async getMeta() {
      return readMeta(await (await db()).get('meta', META_KEY));
    },

    async updateMeta(change, generation) {
      const tx = (await db()).transaction('meta', 'readwrite');
      const previous = readMeta(await tx.store.get(META_KEY));
      if (generation !== undefined && previous.generation !== generation) {
        tx.abort();
        await tx.done.catch(() => undefined);
        throw new StaleRunError();
      }
      const meta = { ...previous, ...change, generation: previous.generation };
      await tx.store.put(meta, META_KEY);
      await tx.done;
      return meta;
    },

    async clear() {
      const tx = (await db()).transaction(['alternatives', 'meta'], 'readwrite');
      const meta = readMeta(await tx.objectStore('meta').get(META_KEY));
      await tx.objectStore('alternatives').clear();
      await tx.objectStore('meta').put({ ...EMPTY_META, generation: meta.generation + 1 }, META_KEY);
      await tx.done;
    },

    close: databaseOnUse.close,
  };
}
