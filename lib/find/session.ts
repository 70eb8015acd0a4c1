// The filters and the comparison, remembered for the browser session (storage.session: gone when the
// browser closes). The background is the only reader and writer: every value is checked with zod as it
// is read and before it is written, so a corrupt value falls back instead of breaking the popup.
import { storage } from 'wxt/utils/storage';
import type { CompareItem } from './compare';
import { DEFAULT_FILTERS, type FindFilters } from './filters';
import { compareSelectionSchema, findFiltersSchema } from './schemas';

const filtersItem = storage.defineItem<unknown>('session:findFilters', { fallback: null });
const compareItem = storage.defineItem<unknown>('session:compareSelection', { fallback: null });

export async function readFindFilters(): Promise<FindFilters> {
  const parsed = findFiltersSchema.safeParse(await filtersItem.getValue());
  return parsed.success ? parsed.data : DEFAULT_FILTERS;
}

export async function saveFindFilters(filters: FindFilters): Promise<FindFilters> {
  const checked = findFiltersSchema.parse(filters);
  await filtersItem.setValue(checked);
  return checked;
}

export async function readCompareSelection(): Promise<CompareItem[]> {
  const parsed = compareSelectionSchema.safeParse(await compareItem.getValue());
  return parsed.success ? parsed.data : [];
}

export async function saveCompareSelection(selection: readonly CompareItem[]): Promise<CompareItem[]> {
  const checked = compareSelectionSchema.parse(selection);
  await compareItem.setValue(checked);
  return checked;
}
