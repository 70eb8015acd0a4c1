// "Hide until something changes" (issue 21): the tools whose pill a person hid until the directory
// brings a change to them, in storage.local ("hiddenUntilChange" + "hiddenUntilChange$" = { v }). On
// this device only, like the local copy the snapshots are compared with. Read entry by entry through
// a schema; a list a newer version wrote is neither read nor written over.
import * as z from 'zod/mini';
import { oneAtATime } from '../common/one-at-a-time';
import type { SameShape } from '../common/same-shape';
import { isNewerFormat, versionOf } from '../common/stored-format';
import { directoryToolSchema, storedName } from '../directory/record';
import { HIDE_UNTIL_CHANGE_KEY, type HiddenUntilChange, type ToolChanges } from './public';

export { HIDE_UNTIL_CHANGE_KEY } from './public';
export type { HiddenUntilChange };

const HIDE_UNTIL_CHANGE_VERSION_KEY = `${HIDE_UNTIL_CHANGE_KEY}$`;
/** 1: the list as it was first written (issue 21). */
export const HIDE_UNTIL_CHANGE_FORMAT = 1;
/** Far more than anyone hides; the oldest go first past it, so the item stays small. */
export const MAX_HIDDEN = 200;
/** More than the directory lists for a tool (5): a longer stored list is not ours. */
const MAX_SNAPSHOT_ALTERNATIVES = 20;

const slug = z.string().check(z.minLength(1), z.maxLength(200));
const { shape: record } = directoryToolSchema;
const hiddenUntilChangeSchema = z.object({
  slug,
  name: storedName,
  /** The site it was hidden on (as the tab showed it), for the options' list. */
  host: z.string().check(z.minLength(1), z.maxLength(300)),
  hiddenAt: z.number().check(z.gte(0)),
  rating: record.rating,
  price: record.price,
  alternatives: z.nullable(z.array(slug).check(z.maxLength(MAX_SNAPSHOT_ALTERNATIVES))),
});

/** What changed, as a tab's state keeps it for the card to say (lib/background/tab-state.ts). */
export const toolChangesSchema = z.object({
  rating: z.nullable(z.object({ from: record.rating, to: record.rating })),
  price: z.nullable(z.object({ from: record.price, to: record.price })),
  alternatives: z.boolean(),
});
true satisfies SameShape<z.output<typeof toolChangesSchema>, ToolChanges>;

export interface HideUntilChangeAreaLike {
  get(keys: string[]): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
}

export interface HideUntilChangeStore {
  /** Newest first; none when a newer version wrote the list. */
  list(): Promise<HiddenUntilChange[]>;
  get(slug: string): Promise<HiddenUntilChange | undefined>;
  /** Hides a tool (again: its snapshot is taken anew); false when a newer version's list is there. */
  add(entry: HiddenUntilChange): Promise<boolean>;
  /** Shows a tool again; false when it was not hidden (or the list is a newer version's). */
  remove(slug: string): Promise<boolean>;
}

/** The stored list, entry by entry: what fails the schema or repeats a tool is left out. */
export function readHiddenUntilChange(value: unknown): HiddenUntilChange[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const entries: HiddenUntilChange[] = [];
  for (const item of value) {
    const parsed = hiddenUntilChangeSchema.safeParse(item);
    if (!parsed.success || seen.has(parsed.data.slug)) continue;
    seen.add(parsed.data.slug);
    entries.push(parsed.data);
    if (entries.length === MAX_HIDDEN) break;
  }
  return entries;
}

export function createHideUntilChangeStore(area: HideUntilChangeAreaLike): HideUntilChangeStore {
  // One write at a time: two quick clicks in two tabs must not lose one of them.
  const serialize = oneAtATime();
  const read = async () => {
    const stored = await area.get([HIDE_UNTIL_CHANGE_KEY, HIDE_UNTIL_CHANGE_VERSION_KEY]);
    const newer = isNewerFormat(versionOf(stored[HIDE_UNTIL_CHANGE_VERSION_KEY]), HIDE_UNTIL_CHANGE_FORMAT);
    return { newer, entries: newer ? [] : readHiddenUntilChange(stored[HIDE_UNTIL_CHANGE_KEY]) };
  };
  const write = (entries: HiddenUntilChange[]) =>
    area.set({
      [HIDE_UNTIL_CHANGE_KEY]: entries,
      [HIDE_UNTIL_CHANGE_VERSION_KEY]: { v: HIDE_UNTIL_CHANGE_FORMAT },
    });

  return {
    list: async () => (await read()).entries,
    get: async (wanted) => (await read()).entries.find((entry) => entry.slug === wanted),
    add: (entry) =>
      serialize(async () => {
        const { newer, entries } = await read();
        if (newer) return false;
        await write([entry, ...entries.filter((kept) => kept.slug !== entry.slug)].slice(0, MAX_HIDDEN));
        return true;
      }),
    remove: (wanted) =>
      serialize(async () => {
        const { newer, entries } = await read();
        const rest = entries.filter((entry) => entry.slug !== wanted);
        if (newer || rest.length === entries.length) return false;
        await write(rest);
        return true;
      }),
  };
}
