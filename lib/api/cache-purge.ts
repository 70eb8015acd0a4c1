// The hourly purge of the cache: answers expired longer than STALE_KEEP_MS ago leave storage, and with them
// the trace of what was looked at. The background's alarm rings it.
import {
  type CacheArea,
  exclusive,
  INDEX_KEY,
  readIndex,
  STALE_KEEP_MS,
  storedEntrySchema,
  writtenByNewer,
} from './cache-storage';

/** Removes the answers expired longer than STALE_KEEP_MS ago (and unreadable ones); returns how many. */
export function purgeExpired(area: CacheArea, now: number = Date.now()): Promise<number> {
  return exclusive(async () => {
    if (await writtenByNewer(area)) return 0;
    const index = await readIndex(area);
    const names = Object.keys(index);
    if (names.length === 0) return 0;
    const stored = await area.get(names);
    const purged = names.filter((name) => {
      const entry = storedEntrySchema.safeParse(stored[name]);
      return !entry.success || entry.data.expiresAt + STALE_KEEP_MS <= now;
    });
    if (purged.length === 0) return 0;
    for (const name of purged) delete index[name];
    await area.set({ [INDEX_KEY]: index });
    await area.remove(purged);
    return purged.length;
  });
}

export const CACHE_PURGE_ALARM = 'cache-purge';
export const CACHE_PURGE_PERIOD_MINUTES = 60;

interface AlarmsLike {
  get(name: string): Promise<unknown>;
  create(name: string, info: { periodInMinutes: number }): Promise<void> | void;
}

/**
 * The hourly purge alarm, created only when missing: re-creating it at every start of the service
 * worker (which stops after 30 s idle) would push it back each time, and it might never ring.
 */
export async function ensurePurgeAlarm(alarms: AlarmsLike): Promise<void> {
  if (await alarms.get(CACHE_PURGE_ALARM)) return;
  await alarms.create(CACHE_PURGE_ALARM, { periodInMinutes: CACHE_PURGE_PERIOD_MINUTES });
}
