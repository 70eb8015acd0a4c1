// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { CHUNK_BUDGET_BYTES, itemBytes, MAX_SAVED, pack } from '../../../lib/saved/layout';
import { chunkKey, INDEX_KEY } from '../../../lib/saved/public';
import { createSavedStore } from '../../../lib/saved/saved-store';
import type { SavedTool, ToolSnapshot } from '../../../lib/saved/types';
import { QUOTA_BYTES, QUOTA_BYTES_PER_ITEM, quotaArea } from '../../support/quota-area';

function snapshot(slug: string, overrides: Partial<ToolSnapshot> = {}): ToolSnapshot {
  return {
    slug,
    name: `Tool ${slug}`,
    logo: `https://cdn.directory.example/logos/${slug}.png`,
    price: { type: 'freemium', amount: 12 },
    verified: true,
    rating: { average: 4.5, count: 1234 },
    ...overrides,
  };
}

let clock = 1_700_000_000_000;
const now = () => clock++;

describe('saved tools in storage.sync', () => {
  it('saves, lists newest first, and unsaves', async () => {
    const store = createSavedStore(quotaArea(), now);
    await store.set(snapshot('jasper'), true);
    const { list, problem } = await store.set(snapshot('copy-ai'), true);
    expect(problem).toBeNull();
    expect(list.tools.map((tool) => tool.slug)).toEqual(['copy-ai', 'jasper']);
    expect(list.tools[1]).toMatchObject(snapshot('jasper'));
    const after = await store.set(snapshot('jasper'), false);
    expect(after.list.tools.map((tool) => tool.slug)).toEqual(['copy-ai']);
    expect((await store.list()).tools.map((tool) => tool.slug)).toEqual(['copy-ai']);
  });

  it('writes one operation per star, touching only the chunk that changed', async () => {
    const area = quotaArea();
    const store = createSavedStore(area, now);
    for (let i = 0; i < 120; i++) await store.set(snapshot(`tool-${i}`), true);
    const stored = await fakeBrowser.storage.sync.get(null);
    const chunks = (stored[INDEX_KEY] as { chunks: number }).chunks;
    expect(chunks).toBeGreaterThan(1);
    area.writes.length = 0;
    await store.set(snapshot('one-more'), true);
    expect(area.writes).toHaveLength(1);
    expect(area.writes[0]?.filter((key) => key !== INDEX_KEY).length).toBe(1);
  }, 30_000);

  it('keeps every item under the per-item quota and the whole list under the total, up to full', async () => {
    const area = quotaArea();
    const store = createSavedStore(area, now);
    // Long names and logos: the heaviest entries a row can have.
    const heavy = (i: number) =>
      snapshot(`a-rather-long-tool-slug-number-${i}`, {
        name: `A tool with a long name that goes on ${i}`.padEnd(100, 'x'),
        logo: `https://cdn.directory.example/${'l'.repeat(240)}/${i}.png`,
      });
    let saved = 0;
    let problem: string | null = null;
    for (let i = 0; i < 1_000 && problem === null; i++) {
      const outcome = await store.set(heavy(i), true);
      problem = outcome.problem;
      if (problem === null) saved += 1;
    }
    expect(problem).toBe('full');
    expect(saved).toBeGreaterThan(150);
    const stored = await fakeBrowser.storage.sync.get(null);
    let total = 0;
    for (const [key, value] of Object.entries(stored)) {
      expect(itemBytes(key, value)).toBeLessThanOrEqual(QUOTA_BYTES_PER_ITEM);
      total += itemBytes(key, value);
    }
    expect(total).toBeLessThan(QUOTA_BYTES);
    // Full: the refused tool is not there, the others are, and there is no room left.
    const list = await store.list();
    expect(list.tools).toHaveLength(saved);
    // "Room" counts typical entries, lighter than these: a few at most.
    expect(list.room).toBeLessThan(30);
    // Hundreds of writes, each read back and checked: slow on a busy machine.
  }, 30_000);

  it('caps the list at MAX_SAVED small entries', () => {
    const tools: SavedTool[] = Array.from({ length: MAX_SAVED + 1 }, (_, i) => ({
      ...snapshot(`t${i}`, { logo: null }),
      savedAt: i,
    }));
    expect(pack(tools.slice(0, MAX_SAVED))).not.toBeNull();
    expect(pack(tools)).toBeNull();
  });

  it('removes the chunks a shorter list no longer needs', async () => {
    const store = createSavedStore(quotaArea(), now);
    for (let i = 0; i < 100; i++) await store.set(snapshot(`tool-${i}`), true);
    const before = await fakeBrowser.storage.sync.get(null);
    expect(Object.keys(before).length).toBeGreaterThan(2);
    for (let i = 0; i < 100; i++) await store.set(snapshot(`tool-${i}`), false);
    expect(await fakeBrowser.storage.sync.get(null)).toEqual({ [INDEX_KEY]: { v: 1, chunks: 0 } });
  }, 30_000);

  it('says "storage" when the browser refuses a write, and keeps the list as it was', async () => {
    const store = createSavedStore(quotaArea({ maxWrites: 1 }), now);
    await store.set(snapshot('jasper'), true);
    const { list, problem } = await store.set(snapshot('copy-ai'), true);
    expect(problem).toBe('storage');
    expect(list.tools.map((tool) => tool.slug)).toEqual(['jasper']);
  });

  it('keeps both of two stars clicked at once', async () => {
    const store = createSavedStore(quotaArea(), now);
    await Promise.all([store.set(snapshot('a'), true), store.set(snapshot('b'), true)]);
    expect((await store.list()).tools.map((tool) => tool.slug).sort()).toEqual(['a', 'b']);
  });

  it('reads what another browser or a hand edit left, entry by entry', async () => {
    await fakeBrowser.storage.sync.set({
      [INDEX_KEY]: { v: 1, chunks: 2 },
      [chunkKey(0)]: [
        { s: 'good', n: 'Good tool', p: 'free', t: 1 },
        { s: 'evil', n: 'Evil', l: 'javascript:alert(1)', p: 'paid', a: 9, c: -3, t: 2 },
        { s: '', n: 'No slug', p: 'free', t: 3 },
        'not an entry',
        { s: 'noname', n: '   ', p: 'free', t: 4 },
      ],
      [chunkKey(1)]: [
        { s: 'good', n: 'Good tool again', p: 'free', t: 5 },
        { s: 'late', n: 'Late', p: 'x' },
      ],
      // Beyond the index: a chunk a failed remove left behind is not read.
      [chunkKey(2)]: [{ s: 'stale', n: 'Stale', p: 'free', t: 6 }],
      unrelated: 'other setting',
    });
    const { tools } = await createSavedStore(quotaArea(), now).list();
    expect(tools.map((tool) => tool.slug)).toEqual(['evil', 'good']);
    expect(tools[0]).toMatchObject({ logo: null, rating: { average: 5, count: 0 }, verified: false });
  });

  it('reads every chunk found when the index is unreadable', async () => {
    await fakeBrowser.storage.sync.set({
      [INDEX_KEY]: 'garbage',
      [chunkKey(1)]: [{ s: 'b', n: 'B', p: 'free', t: 2 }],
      [chunkKey(0)]: [{ s: 'a', n: 'A', p: 'free', t: 1 }],
    });
    const { tools } = await createSavedStore(quotaArea(), now).list();
    expect(tools.map((tool) => tool.slug)).toEqual(['b', 'a']);
  });

  it('refreshes a saved row with fresher data, writing nothing when it is the same', async () => {
    const area = quotaArea();
    const store = createSavedStore(area, now);
    await store.set(snapshot('jasper'), true);
    area.writes.length = 0;
    await store.refresh(snapshot('jasper'));
    await store.refresh(snapshot('not-saved', { name: 'Other' }));
    expect(area.writes).toHaveLength(0);
    await store.refresh(snapshot('jasper', { rating: { average: 4.9, count: 2000 } }));
    expect(area.writes).toHaveLength(1);
    expect((await store.list()).tools[0]?.rating).toEqual({ average: 4.9, count: 2000 });
  });

  it('merges an import: new ones added, saved copies kept, invalid and overflow counted', async () => {
    const store = createSavedStore(quotaArea(), now);
    await store.set(snapshot('jasper', { name: 'Mine' }), true);
    const incoming: SavedTool[] = [
      { ...snapshot('jasper', { name: 'Theirs' }), savedAt: 5 },
      { ...snapshot('copy-ai'), savedAt: 3 },
      { ...snapshot('copy-ai'), savedAt: 4 },
      { ...snapshot('writesonic'), savedAt: 1 },
    ];
    const { report, problem } = await store.merge(incoming, 2);
    expect(problem).toBeNull();
    expect(report).toEqual({ added: 2, alreadySaved: 2, invalid: 2, notAdded: 0, total: 3 });
    const { tools } = await store.list();
    // Imported ones come on top (the list is in the order tools joined it), in their own saved order.
    expect(tools.map((tool) => tool.slug)).toEqual(['copy-ai', 'writesonic', 'jasper']);
    expect(tools[2]?.name).toBe('Mine');
  });

  it('imports as many as fit and says how many did not', async () => {
    const store = createSavedStore(quotaArea(), now);
    const incoming: SavedTool[] = Array.from({ length: MAX_SAVED + 20 }, (_, i) => ({
      ...snapshot(`t${i}`, { logo: null }),
      savedAt: i,
    }));
    const { report, problem } = await store.merge(incoming, 0);
    expect(problem).toBe('full');
    expect(report.added).toBe(MAX_SAVED);
    expect(report.notAdded).toBe(20);
    expect((await store.list()).tools).toHaveLength(MAX_SAVED);
  });

  it('exports the list in a file that names its format', async () => {
    const store = createSavedStore(quotaArea(), now);
    await store.set(snapshot('jasper'), true);
    const file = await store.exportFile();
    expect(file).toMatchObject({ format: 'toolscout-saved-tools', version: 1, tools: [snapshot('jasper')] });
    expect(Number.isNaN(Date.parse(file.exportedAt))).toBe(false);
  });

  it('packs chunks under the budget, sized as the browser measures them', () => {
    const tools: SavedTool[] = Array.from({ length: 200 }, (_, i) => ({ ...snapshot(`t${i}`), savedAt: i }));
    const items = pack(tools);
    expect(items).not.toBeNull();
    const chunks = Object.entries(items ?? {}).filter(([key]) => key !== INDEX_KEY);
    expect(chunks.length).toBeGreaterThan(1);
    for (const [index, [key, value]] of chunks.entries()) {
      expect(itemBytes(key, value)).toBeLessThanOrEqual(CHUNK_BUDGET_BYTES);
      // Every chunk but the last is filled: one more entry would not have fitted.
      if (index < chunks.length - 1) expect(itemBytes(key, value)).toBeGreaterThan(CHUNK_BUDGET_BYTES - 200);
    }
  });
});
