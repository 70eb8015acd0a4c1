// The filters and the comparison, remembered for the browser session. They live in storage.local and
// are forgotten when the browser starts (`forgetFindSession`), not in storage.session: Chromium and
// Firefox empty storage.session when the extension is updated, and an update must not lose the picks.
// The background is the only reader and writer: every value is checked with zod as it is read and
// before it is written, so a corrupt value falls back instead of breaking the popup.
import { storage } from 'wxt/utils/storage';
import { writtenByNewer } from '../connection/settings';
import { DEFAULT_FILTERS, type FindFilters } from '../directory/public/filters';
import type { CompareItem } from './public/compare';
import { compareSelectionSchema, findFiltersSchema } from './schemas';

/**
 * The format of both items (wxt/storage keeps it under "<key>$"). 1 since 0.4.0. 0.2.0 and 0.3.0 kept
 * them in storage.session, which the update to 0.4.0 empties: there is nothing of theirs to read.
 */
export const FIND_SESSION_FORMAT = 1;

const filtersItem = storage.defineItem<unknown>('local:findFilters', {
  fallback: null,
  version: FIND_SESSION_FORMAT,
});
const compareItem = storage.defineItem<unknown>('local:compareSelection', {
  fallback: null,
  version: FIND_SESSION_FORMAT,
});
type Item = typeof filtersItem;

/** The stored value; null when a newer version wrote it. */
async function readStored(item: Item): Promise<unknown> {
  if (await writtenByNewer(item, FIND_SESSION_FORMAT)) return null;
  return item.getValue();
}

/** Writes the value unless a newer version's is there (then this version's choice lasts until the popup closes). */
async function writeStored(item: Item, value: unknown): Promise<void> {
  if (await writtenByNewer(item, FIND_SESSION_FORMAT)) return;
  await item.setValue(value);
}

export async function readFindFilters(): Promise<FindFilters> {
  const parsed = findFiltersSchema.safeParse(await readStored(filtersItem));
  return parsed.success ? parsed.data : DEFAULT_FILTERS;
}

export async function saveFindFilters(filters: FindFilters): Promise<FindFilters> {
  const checked = findFiltersSchema.parse(filters);
  await writeStored(filtersItem, checked);
  return checked;
}

export async function readCompareSelection(): Promise<CompareItem[]> {
  const parsed = compareSelectionSchema.safeParse(await readStored(compareItem));
  return parsed.success ? parsed.data : [];
}

export async function saveCompareSelection(selection: readonly CompareItem[]): Promise<CompareItem[]> {
  const checked = compareSelectionSchema.parse(selection);
  await writeStored(compareItem, checked);
  return checked;
}

/** The browser started: the filters and the comparison of the last session are forgotten. */
export async function forgetFindSession(): Promise<void> {
  await Promise.all(
    [filtersItem, compareItem].map(async (item) => {
      if (!(await writtenByNewer(item, FIND_SESSION_FORMAT))) await item.removeValue();
    }),
  );
}
