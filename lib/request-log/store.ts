// The request log (issue 21, "Every request, shown"): every request the extension sent in the last 7
// days, at most 1,000, for the options page's Requests view. In the extension origin's IndexedDB, as the
// token is (lib/connection/token-store.ts): it says what the person looked for, and in Firefox a
// content script can read storage.local. Database "toolscout-requests" v1, store "requests".
import type { DBSchema } from 'idb';
import * as z from 'zod/mini';
import { REQUEST_REASONS, type RequestRecord } from '../api/request-record';
import { lazyDatabase } from '../common/idb';
import { recordOf } from '../common/record-schema';

export const DEFAULT_REQUESTS_DB = 'toolscout-requests';
export const REQUEST_LOG_FORMAT = 1;
export const REQUESTS_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
export const MAX_REQUESTS = 1_000;

const text = z.string().check(z.maxLength(4_000));
const storedRecordSchema = z.object({
  format: z.literal(REQUEST_LOG_FORMAT),
  at: z.number(),
  reason: z.enum(REQUEST_REASONS),
  method: z.literal('GET'),
  path: text,
  params: recordOf(text, { maxKeyLength: 100 }),
  outcome: z.union([z.number(), z.enum(['offline', 'timeout'])]),
});
type StoredRecord = RequestRecord & { format: number };

interface RequestsSchema extends DBSchema {
  // Keyed by an increasing number: the order they were sent in, oldest first.
  requests: { key: number; value: StoredRecord };
}

export interface RequestLog {
  /** Never awaited, never throws: entries are written together a moment later. */
  add(entry: RequestRecord): void;
  /** The last 7 days' requests, newest first; an entry this version cannot read (another format) is left out. */
  list(): Promise<RequestRecord[]>;
  /** "Clear" and "Forget token": the log is emptied, entries not yet written too. */
  clear(): Promise<void>;
  close(): Promise<void>;
}

export interface RequestLogOptions {
  name?: string;
  now?: () => number;
}

export function createRequestLog(options: RequestLogOptions = {}): RequestLog {
  const now = options.now ?? Date.now;
  const database = lazyDatabase<RequestsSchema>(options.name ?? DEFAULT_REQUESTS_DB, (db) => {
    db.createObjectStore('requests', { autoIncrement: true });
  });
  let pending: RequestRecord[] = [];
  let writing: Promise<void> = Promise.resolve();
  let scheduled = false;

  /** One transaction for all waiting entries; then what is older than 7 days or beyond 1,000 goes. */
  async function write(entries: RequestRecord[]): Promise<void> {
    if (entries.length === 0) return;
    const tx = (await database.open()).transaction('requests', 'readwrite');
    for (const entry of entries)
      tx.store.add({ format: REQUEST_LOG_FORMAT, ...entry }).catch(() => undefined);
    const cutoff = now() - REQUESTS_KEPT_MS;
    let surplus = (await tx.store.count()) - MAX_REQUESTS;
    let cursor = await tx.store.openCursor();
    // Oldest first: the old and the surplus are at the start (an entry of a clock set back may stay a
    // little longer; list() leaves it out once it is 7 days old).
    while (cursor && (surplus > 0 || cursor.value.at < cutoff)) {
      await cursor.delete();
      surplus--;
      cursor = await cursor.continue();
    }
    await tx.done;
  }

  function flush(): Promise<void> {
    scheduled = false;
    const entries = pending;
    pending = [];
    // Serialised, and never rejected: a failed write loses those entries, never a request.
    writing = writing.then(() => write(entries)).catch(() => undefined);
    return writing;
  }

  return {
    add(entry) {
      pending.push(entry);
      if (scheduled) return;
      scheduled = true;
      // Requests of one moment (a sync's pages, a search and its next page) share a transaction.
      setTimeout(() => void flush(), 0);
    },
    async list() {
      await flush();
      const values = await (await database.open()).getAll('requests');
      const cutoff = now() - REQUESTS_KEPT_MS;
      const entries: RequestRecord[] = [];
      for (const value of values) {
        const parsed = storedRecordSchema.safeParse(value);
        if (!parsed.success || parsed.data.at < cutoff) continue;
        const { format: _format, ...entry } = parsed.data;
        entries.push(entry);
      }
      return entries.reverse();
    },
    async clear() {
      pending = [];
      await writing;
      await (await database.open()).clear('requests');
    },
    close: () => database.close(),
  };
}
