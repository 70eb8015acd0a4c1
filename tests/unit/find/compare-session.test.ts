// The comparison's selection (lib/find/compare.ts) and the session storage of filters and selection
// (lib/find/session.ts): checked on the way in and out.
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { addToCompare, COMPARE_MAX, removeFromCompare } from '../../../lib/find/compare';
import { DEFAULT_FILTERS } from '../../../lib/find/filters';
import {
  readCompareSelection,
  readFindFilters,
  saveCompareSelection,
  saveFindFilters,
} from '../../../lib/find/session';

const item = (slug: string) => ({ slug, name: slug.toUpperCase() });

describe('compare selection', () => {
  it('adds up to four tools, once each', () => {
    let selection = addToCompare([], item('a')).selection;
    expect(addToCompare(selection, item('a')).outcome).toBe('already');
    for (const slug of ['b', 'c', 'd']) selection = addToCompare(selection, item(slug)).selection;
    expect(selection).toHaveLength(COMPARE_MAX);
    const full = addToCompare(selection, item('e'));
    expect(full.outcome).toBe('full');
    expect(full.selection.map((picked) => picked.slug)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('removes one', () => {
    expect(removeFromCompare([item('a'), item('b')], 'a')).toEqual([item('b')]);
  });
});

describe('find session storage', () => {
  beforeEach(() => fakeBrowser.reset());

  it('remembers the filters in storage.session, and falls back on a corrupt value', async () => {
    expect(await readFindFilters()).toEqual(DEFAULT_FILTERS);
    const chosen = { price: 'paid', minRating: 4.5, verifiedOnly: true, sort: 'rating' } as const;
    await saveFindFilters(chosen);
    expect(await readFindFilters()).toEqual(chosen);
    expect(await fakeBrowser.storage.session.get('findFilters')).toEqual({ findFilters: chosen });
    await fakeBrowser.storage.session.set({ findFilters: { ...chosen, minRating: 2 } });
    expect(await readFindFilters()).toEqual(DEFAULT_FILTERS);
  });

  it('refuses to save filters that are not one of the choices', async () => {
    await expect(
      saveFindFilters({ ...DEFAULT_FILTERS, sort: 'newest' } as unknown as typeof DEFAULT_FILTERS),
    ).rejects.toThrow();
  });

  it('remembers the selection, and drops a corrupt one', async () => {
    await saveCompareSelection([item('a'), item('b')]);
    expect(await readCompareSelection()).toEqual([item('a'), item('b')]);
    await fakeBrowser.storage.session.set({ compareSelection: [{ slug: 5 }] });
    expect(await readCompareSelection()).toEqual([]);
    await expect(saveCompareSelection(['a', 'b', 'c', 'd', 'e'].map(item))).rejects.toThrow();
  });
});
