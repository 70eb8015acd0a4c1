// @vitest-environment node
// The version of the live set that derived structures are kept per (lib/directory/live-set/live-set.ts).
import { describe, expect, it } from 'vitest';
import { createLiveSet, type LiveSetStatus } from '../../../lib/directory/live-set/live-set';

const idle = (toolsStored: number, lastSuccessAt: number | null): LiveSetStatus => ({
  state: 'idle',
  page: 0,
  toolsStored,
  lastSuccessAt,
  ready: lastSuccessAt !== null,
});

describe('live set', () => {
  it('builds a derived value once per version, and again after a change', () => {
    const liveSet = createLiveSet();
    let builds = 0;
    const derived = liveSet.derive(() => ++builds);
    expect(derived.peek()).toBeUndefined();
    expect(derived.get()).toBe(1);
    expect(derived.get()).toBe(1);
    liveSet.changed();
    expect(derived.peek()).toBeUndefined();
    expect(derived.get()).toBe(2);
  });

  it('changes with each page of the first sync, not with the pages of a later sync until its swap', () => {
    const liveSet = createLiveSet();
    expect(liveSet.hear(idle(0, null))).toMatchObject({ changed: true, synced: false });
    const first = { state: 'syncing', toolsStored: 0, lastSuccessAt: null, ready: false } as const;
    expect(liveSet.hear({ ...first, page: 1 }).changed).toBe(true);
    expect(liveSet.hear({ ...first, page: 1 }).changed).toBe(false);
    expect(liveSet.hear({ ...first, page: 2 }).changed).toBe(true);
    // The first sync ends: a sync this worker saw, so it is `synced`, and the live set settled again.
    expect(liveSet.hear(idle(300, 1_000))).toEqual({ changed: true, synced: true, settledAgain: true });

    const later = { state: 'syncing', toolsStored: 300, lastSuccessAt: 1_000, ready: true } as const;
    const before = liveSet.version;
    liveSet.hear({ ...later, page: 1 });
    liveSet.hear({ ...later, page: 2 });
    expect(liveSet.version).toBe(before);
    expect(liveSet.hear(idle(310, 2_000))).toEqual({ changed: true, synced: true, settledAgain: true });
  });

  it('the first status a restarted worker hears is no finished sync', () => {
    const liveSet = createLiveSet();
    expect(liveSet.hear(idle(300, 1_000))).toEqual({ changed: true, synced: false, settledAgain: false });
    // A removal (a tool gone): the live set changed, no sync finished.
    expect(liveSet.hear(idle(299, 1_000))).toEqual({ changed: true, synced: false, settledAgain: true });
  });
});
