// What the person chose for results pages, kept in storage.local as settings items (lib/connection/settings.ts
// says how those are versioned): which engines' results pages get ratings, and the Google address they
// search at.
import { storage } from 'wxt/utils/storage';
import * as z from 'zod/mini';
import { oneAtATime } from '../common/one-at-a-time';
import { SETTINGS_FORMAT, writtenByNewer } from '../connection/settings';
import { ENGINE_IDS, type EngineId } from './public/engines';
import { GOOGLE_SEARCH_HOSTS, suggestedGoogleHost } from './public/google-domains';

/** The search engines whose results pages the person switched on (each also needs its origins granted). */
const serpEnginesSchema = z.array(z.enum(ENGINE_IDS as [EngineId, ...EngineId[]])).check(z.maxLength(10));
export const serpEnginesItem = storage.defineItem<EngineId[]>('local:serpEngines', {
  fallback: [],
  version: SETTINGS_FORMAT,
});

export async function readSerpEngines(): Promise<EngineId[]> {
  return (await storedSerpEngines()) ?? [];
}

/** The stored list, or null when a newer version wrote it (left as it is: this one cannot read it). */
async function storedSerpEngines(): Promise<EngineId[] | null> {
  const [value, newer] = await Promise.all([serpEnginesItem.getValue(), writtenByNewer(serpEnginesItem)]);
  if (newer) return null;
  const parsed = serpEnginesSchema.safeParse(value);
  return parsed.success ? parsed.data : [];
}

/** Two switches flipped at once would each read the list before the other wrote it. */
const engineChanges = oneAtATime();

export function setSerpEngine(engine: EngineId, enabled: boolean): Promise<EngineId[]> {
  return engineChanges(async () => {
    const stored = await storedSerpEngines();
    if (stored === null) return [];
    const others = stored.filter((id) => id !== engine);
    const next = enabled ? [...others, engine].sort() : others;
    await serpEnginesItem.setValue(next);
    return next;
  });
}

/** The Google address the person searches at (lib/serp/public/google-domains.ts); unset, one is suggested. */
export const serpGoogleHostItem = storage.defineItem<string | null>('local:serpGoogleHost', {
  fallback: null,
  version: SETTINGS_FORMAT,
});

const googleHostSchema = z.enum(GOOGLE_SEARCH_HOSTS as [string, ...string[]]);

/** The chosen Google address, or the one suggested for this browser's language. */
export async function readGoogleHost(language: string | undefined): Promise<string> {
  const [value, newer] = await Promise.all([
    serpGoogleHostItem.getValue(),
    writtenByNewer(serpGoogleHostItem),
  ]);
  const parsed = googleHostSchema.safeParse(value);
  return parsed.success && !newer ? parsed.data : suggestedGoogleHost(language);
}

export async function setGoogleHost(host: string): Promise<void> {
  const checked = googleHostSchema.parse(host);
  if (await writtenByNewer(serpGoogleHostItem)) return;
  await serpGoogleHostItem.setValue(checked);
}
