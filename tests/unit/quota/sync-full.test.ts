// @vitest-environment node
// storage.sync full (issue 32): the saved list and the followed categories share the browser's ~100 KB.
// When one has taken the room, a change to the other is refused with the words for it (`full`, not "too
// many changes a minute"), and nothing stored is lost: the list as it was, the other list, other keys.
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createFollowStore, type Followed } from '../../../lib/follow/follow-store';
import { createSavedStore } from '../../../lib/saved/saved-store';
import { syncRefusal } from '../../../lib/saved/sync-refusal';
import type { ToolSnapshot } from '../../../lib/saved/types';
import { quotaArea } from '../../support/quota-area';

const snapshot = (slug: string): ToolSnapshot => ({
  slug,
  name: `Tool ${slug}`,
  logo: null,
  price: { type: 'free', amount: null },
  verified: false,
  rating: { average: 4, count: 3 },
});
const writing: Followed = {
  kind: 'subcategory',
  slug: 'writing',
  name: 'Writing',
  subcategories: ['writing'],
};
const video: Followed = { kind: 'subcategory', slug: 'video', name: 'Video', subcategories: ['video'] };
let clock = 1_700_000_000_000;
const now = () => clock++;

/** Fills storage.sync to the brim with another browser's data, through the quota-checking area. */
async function fillSync(area: ReturnType<typeof quotaArea>): Promise<void> {
  let n = 0;
  for (const size of [7_000, 1_000, 100, 10, 1]) {
    for (;;) {
      try {
        await area.set({ [`other.${n++}`]: 'x'.repeat(size) });
      } catch {
        break;
      }
    }
  }
}

beforeEach(() => {
  clock = 1_700_000_000_000;
});

describe('storage.sync full', () => {
  it('names the refusal: a quota is "full", the write rate is "storage"', () => {
    expect(syncRefusal(new Error('QUOTA_BYTES quota exceeded'))).toBe('full');
    expect(syncRefusal(new Error('QUOTA_BYTES_PER_ITEM quota exceeded'))).toBe('full');
    expect(syncRefusal(new Error('MAX_ITEMS quota exceeded'))).toBe('full');
    // Firefox's words.
    expect(syncRefusal(new Error('storage.sync API call exceeded its quota limitations.'))).toBe('full');
    expect(syncRefusal(new Error('MAX_WRITE_OPERATIONS_PER_MINUTE quota exceeded'))).toBe('storage');
    expect(syncRefusal(new Error('Something else'))).toBe('storage');
  });

  it('a star when the followed categories and others filled the quota: "full", the list and the rest kept', async () => {
    const area = quotaArea();
    const saved = createSavedStore(area, now);
    const follows = createFollowStore(area);
    await saved.set(snapshot('jasper'), true);
    await follows.set(writing, true);
    await fillSync(area);
    const before = await fakeBrowser.storage.sync.get(null);

    const outcome = await saved.set(snapshot('copy-ai'), true);
    expect(outcome.problem).toBe('full');
    expect(outcome.list.tools.map((tool) => tool.slug)).toEqual(['jasper']);
    expect(await fakeBrowser.storage.sync.get(null)).toEqual(before);
    expect(await follows.list()).toEqual([writing]);
  });

  it('a follow when the saved list filled the quota: "sync-full", the followed list and the saved list kept', async () => {
    const area = quotaArea();
    const saved = createSavedStore(area, now);
    const follows = createFollowStore(area);
    await follows.set(writing, true);
    for (let i = 0; i < 40; i++) await saved.set(snapshot(`tool-${i}`), true);
    await fillSync(area);
    const before = await fakeBrowser.storage.sync.get(null);

    expect(await follows.set(video, true)).toEqual({ ok: false, reason: 'sync-full' });
    expect(await follows.list()).toEqual([writing]);
    expect((await saved.list()).tools).toHaveLength(40);
    expect(await fakeBrowser.storage.sync.get(null)).toEqual(before);
  });

  it('a follow the browser refuses for its write rate: "storage", nothing changed', async () => {
    const area = quotaArea({ maxWrites: 1 });
    const follows = createFollowStore(area);
    await follows.set(writing, true);
    expect(await follows.set(video, true)).toEqual({ ok: false, reason: 'storage' });
    expect(await follows.list()).toEqual([writing]);
  });
});
