// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  createHideUntilChangeStore,
  HIDE_UNTIL_CHANGE_FORMAT,
  HIDE_UNTIL_CHANGE_KEY,
  type HiddenUntilChange,
  MAX_HIDDEN,
} from '../../../lib/hide-until-change/store';

const entry = (slug: string, hiddenAt = 1_000): HiddenUntilChange => ({
  slug,
  name: slug.toUpperCase(),
  host: `${slug}.example`,
  hiddenAt,
  rating: { average: 4.2, count: 100 },
  price: { type: 'paid', amount: 10 },
  alternatives: null,
});

describe('the snooze store', () => {
  it('keeps hidden tools newest first, one entry per tool, versioned', async () => {
    const store = createHideUntilChangeStore(fakeBrowser.storage.local);
    expect(await store.add(entry('a', 1))).toBe(true);
    expect(await store.add(entry('b', 2))).toBe(true);
    // Hidden again: its snapshot is taken anew, and it moves to the top.
    expect(await store.add({ ...entry('a', 3), rating: { average: 4.4, count: 130 } })).toBe(true);
    expect((await store.list()).map((hidden) => [hidden.slug, hidden.hiddenAt])).toEqual([
      ['a', 3],
      ['b', 2],
    ]);
    expect((await store.get('a'))?.rating).toEqual({ average: 4.4, count: 130 });
    expect(await fakeBrowser.storage.local.get(`${HIDE_UNTIL_CHANGE_KEY}$`)).toEqual({
      [`${HIDE_UNTIL_CHANGE_KEY}$`]: { v: HIDE_UNTIL_CHANGE_FORMAT },
    });
  });

  it(`keeps at most ${MAX_HIDDEN}, dropping the oldest`, async () => {
    const store = createHideUntilChangeStore(fakeBrowser.storage.local);
    for (let i = 0; i <= MAX_HIDDEN; i++) await store.add(entry(`tool-${i}`, i));
    const list = await store.list();
    expect(list).toHaveLength(MAX_HIDDEN);
    expect(list[0]?.slug).toBe(`tool-${MAX_HIDDEN}`);
    expect(list.some((hidden) => hidden.slug === 'tool-0')).toBe(false);
  });

  it('removes an entry (Show again), and says when there was none', async () => {
    const store = createHideUntilChangeStore(fakeBrowser.storage.local);
    await store.add(entry('a'));
    expect(await store.remove('b')).toBe(false);
    expect(await store.remove('a')).toBe(true);
    expect(await store.list()).toEqual([]);
  });

  it('reads corrupt data entry by entry: what fails the schema or repeats a tool is left out', async () => {
    await fakeBrowser.storage.local.set({
      [HIDE_UNTIL_CHANGE_KEY]: [
        entry('good'),
        { ...entry('no-host'), host: '' },
        { ...entry('bad-rating'), rating: { average: 'high', count: 1 } },
        { ...entry('long'), alternatives: Array.from({ length: 50 }, (_, i) => `alt-${i}`) },
        'junk',
        null,
        { ...entry('good'), hiddenAt: 9 },
      ],
    });
    const store = createHideUntilChangeStore(fakeBrowser.storage.local);
    expect((await store.list()).map((hidden) => hidden.slug)).toEqual(['good']);
    await fakeBrowser.storage.local.set({ [HIDE_UNTIL_CHANGE_KEY]: { not: 'a list' } });
    expect(await store.list()).toEqual([]);
    // A corrupt list is written over by the next hide.
    expect(await store.add(entry('c'))).toBe(true);
    expect((await store.list()).map((hidden) => hidden.slug)).toEqual(['c']);
  });

  it('leaves a list a newer version wrote untouched: none listed, none added or removed', async () => {
    const newer = {
      [HIDE_UNTIL_CHANGE_KEY]: [{ slug: 'x', shape: 'of the future' }],
      [`${HIDE_UNTIL_CHANGE_KEY}$`]: { v: 2 },
    };
    await fakeBrowser.storage.local.set(newer);
    const store = createHideUntilChangeStore(fakeBrowser.storage.local);
    expect(await store.list()).toEqual([]);
    expect(await store.get('x')).toBeUndefined();
    expect(await store.add(entry('a'))).toBe(false);
    expect(await store.remove('x')).toBe(false);
    expect(await fakeBrowser.storage.local.get([HIDE_UNTIL_CHANGE_KEY, `${HIDE_UNTIL_CHANGE_KEY}$`])).toEqual(
      newer,
    );
  });
});
