// @vitest-environment node
// The comparison's selection (lib/find/public/compare.ts) and the session storage of filters and selection
// (lib/find/session.ts): checked on the way in and out.
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_FILTERS } from '../../../lib/directory/public/filters';
import { addToCompare, COMPARE_MAX, removeFromCompare } from '../../../lib/find/public/compare';
import {
  FIND_SESSION_FORMAT,
  forgetFindSession,
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

  const chosen = { price: 'paid', minRating: 4.5, verifiedOnly: true, sort: 'rating' } as const;

  it('remembers the filters, and falls back on a corrupt value', async () => {
    expect(await readFindFilters()).toEqual(DEFAULT_FILTERS);
    await saveFindFilters(chosen);
    expect(await readFindFilters()).toEqual(chosen);
    // In storage.local (format 1: wxt/storage writes no "findFilters$" until a format 2 migrates to it).
    expect(await fakeBrowser.storage.local.get('findFilters')).toEqual({ findFilters: chosen });
    await fakeBrowser.storage.local.set({ findFilters: { ...chosen, minRating: 2 } });
    expect(await readFindFilters()).toEqual(DEFAULT_FILTERS);
  });

  it('keeps the picks through an update (storage.session emptied) and forgets them when the browser starts', async () => {
    await saveCompareSelection([item('a'), item('b')]);
    await saveFindFilters(chosen);
    await fakeBrowser.storage.session.clear();
    expect(await readCompareSelection()).toEqual([item('a'), item('b')]);
    await forgetFindSession();
    expect(await readCompareSelection()).toEqual([]);
    expect(await readFindFilters()).toEqual(DEFAULT_FILTERS);
  });

  it("leaves a newer version's picks as they are", async () => {
    const newer = { compareSelection: { picks: ['a'] }, compareSelection$: { v: FIND_SESSION_FORMAT + 1 } };
    await fakeBrowser.storage.local.set(newer);
    expect(await readCompareSelection()).toEqual([]);
    await saveCompareSelection([item('b')]);
    await forgetFindSession();
    expect(await fakeBrowser.storage.local.get(['compareSelection', 'compareSelection$'])).toEqual(newer);
  });

  it('refuses to save filters that are not one of the choices', async () => {
    await expect(
      saveFindFilters({ ...DEFAULT_FILTERS, sort: 'newest' } as unknown as typeof DEFAULT_FILTERS),
    ).rejects.toThrow();
  });

  it('remembers the selection, and drops a corrupt one', async () => {
    await saveCompareSelection([item('a'), item('b')]);
    expect(await readCompareSelection()).toEqual([item('a'), item('b')]);
    await fakeBrowser.storage.local.set({ compareSelection: [{ slug: 5 }] });
    expect(await readCompareSelection()).toEqual([]);
    await expect(saveCompareSelection(['a', 'b', 'c', 'd', 'e'].map(item))).rejects.toThrow();
  });
});
