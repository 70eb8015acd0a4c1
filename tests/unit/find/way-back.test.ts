// @vitest-environment node
// The comparison's way back (lib/find/public/way-back.ts): the tab it was opened from, carried in its address.
import { describe, expect, it, vi } from 'vitest';
import {
  comparePagePath,
  openerIsOpen,
  openerTabOf,
  returnToOpener,
  type WayBackTabs,
} from '../../../lib/find/public/way-back';

/** Tabs that exist by id; the comparison itself is tab 9. */
function fakeTabs(open: number[], self: number | undefined = 9) {
  const tabs = new Set(open);
  const api = {
    get: vi.fn(async (id: number) => {
      if (!tabs.has(id)) throw new Error(`No tab with id: ${id}.`);
      return { id };
    }),
    getCurrent: vi.fn(async () => (self === undefined ? undefined : { id: self })),
    update: vi.fn(async (id: number) => {
      if (!tabs.has(id)) throw new Error(`No tab with id: ${id}.`);
      return { id };
    }),
    remove: vi.fn(async (id: number) => {
      tabs.delete(id);
    }),
  } satisfies WayBackTabs;
  return { api, tabs };
}

describe('comparePagePath and openerTabOf', () => {
  it('carries the tab it was opened from, and reads it back', () => {
    expect(comparePagePath(42)).toBe('/compare.html?from=42');
    expect(openerTabOf('?from=42')).toBe(42);
    expect(openerTabOf(new URL(`chrome-extension://x${comparePagePath(0)}`).search)).toBe(0);
  });

  it('has no way back to a tab it does not know', () => {
    expect(comparePagePath(undefined)).toBe('/compare.html');
    expect(comparePagePath(-1)).toBe('/compare.html');
    expect(comparePagePath(1.5)).toBe('/compare.html');
    for (const search of ['', '?from=', '?from=abc', '?from=-3', '?from=1e3', '?from=99999999999999999999'])
      expect(openerTabOf(search), search).toBeNull();
  });
});

describe('openerIsOpen', () => {
  it('is true while the tab is open, false once it is gone', async () => {
    const { api, tabs } = fakeTabs([3, 9]);
    expect(await openerIsOpen(api, 3)).toBe(true);
    tabs.delete(3);
    expect(await openerIsOpen(api, 3)).toBe(false);
  });
});

describe('returnToOpener', () => {
  it('shows the tab it came from and closes the comparison', async () => {
    const { api, tabs } = fakeTabs([3, 9]);
    expect(await returnToOpener(api, 3)).toBe(true);
    expect(api.update).toHaveBeenCalledWith(3, { active: true });
    expect([...tabs]).toEqual([3]);
  });

  it('changes nothing when that tab was closed meanwhile, so the caller takes the other way back', async () => {
    const { api, tabs } = fakeTabs([9]);
    expect(await returnToOpener(api, 3)).toBe(false);
    expect(api.remove).not.toHaveBeenCalled();
    expect([...tabs]).toEqual([9]);
  });

  it('never closes the tab it returns to', async () => {
    const { api, tabs } = fakeTabs([3], 3);
    expect(await returnToOpener(api, 3)).toBe(true);
    expect([...tabs]).toEqual([3]);
  });
});
