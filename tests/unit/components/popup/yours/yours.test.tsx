// The popup's "yours" parts through the real sendRequest path: the home screen's saved and recent lists,
// the stars, recently viewed, the full-quota message, other devices' changes, and the settings gear.
import { fireEvent, render, screen, within } from '@testing-library/preact';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { PopupApp } from '../../../../../components/popup/shell/PopupApp';
import type { SavedTool } from '../../../../../lib/saved/types';
import { loadDeferredParts } from '../../../../support/deferred';
import { background, flush, searchBox, setUpPopupTests, tool } from '../../../../support/popup-harness';

setUpPopupTests();

const saved = (slug: string, savedAt = 1): SavedTool => {
  const { name, logo, price, verified, rating } = tool(slug);
  return { slug, name, logo, price, verified, rating, savedAt };
};

function listRows(name: string) {
  const list = screen.getByRole('list', { name });
  return within(list)
    .queryAllByRole('button')
    .filter((button) => button.classList.contains('pp-row'))
    .map((row) => document.getElementById(row.getAttribute('aria-labelledby') ?? '')?.textContent);
}

beforeAll(loadDeferredParts);
describe('popup home: saved and recently viewed', () => {
  it('shows both lists from the device, and says what each is for when empty', async () => {
    const bg = background({
      'saved/list': () => ({ ok: true, data: { tools: [saved('jasper'), saved('copyai')], room: 400 } }),
      'recent/list': () => ({ ok: true, data: [] }),
    });
    render(<PopupApp />);
    await flush();
    expect(screen.getByRole('heading', { level: 2, name: /Saved/ })).toBeTruthy();
    expect(listRows('Saved')).toEqual(['Jasper', 'Copyai']);
    expect(screen.getByText(/Tools you open show up here/)).toBeTruthy();
    // Each star is named by what pressing it does.
    expect(screen.getByRole('button', { name: 'Remove Jasper from saved' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Copyai from saved' })).toBeTruthy();
    // Nothing that could reach the directory was asked for: the lists come from the device.
    const asked = new Set(bg.sent.map((request) => request.type));
    for (const type of [
      'search',
      'tool/get',
      'tool/alternatives',
      'tools/list',
      'categories/get',
      'page/next',
    ]) {
      expect(asked.has(type as never)).toBe(false);
    }
    expect(asked.has('saved/list') && asked.has('recent/list')).toBe(true);
  });

  it('explains an empty saved list', async () => {
    background({
      'saved/list': () => ({ ok: true, data: { tools: [], room: 500 } }),
      'recent/list': () => ({ ok: true, data: [{ ...saved('jasper'), viewedAt: 5 }] }),
    });
    render(<PopupApp />);
    await flush();
    expect(screen.getByText(/No saved tools yet/)).toBeTruthy();
    expect(listRows('Recently viewed')).toEqual(['Jasper']);
  });

  it('↓ from the empty search box goes to the rows, and ↓/↑ move between them', async () => {
    background({
      'saved/list': () => ({ ok: true, data: { tools: [saved('jasper')], room: 400 } }),
      'recent/list': () => ({ ok: true, data: [{ ...saved('copyai'), viewedAt: 5 }] }),
    });
    render(<PopupApp />);
    await flush();
    fireEvent.keyDown(searchBox(), { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('aria-labelledby')).toBeTruthy();
    expect(document.activeElement?.textContent).toContain('Jasper');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toContain('Copyai');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toContain('Jasper');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(searchBox());
  });

  it('a star saves the tool with a small snapshot, and unstarring removes it', async () => {
    let list: SavedTool[] = [];
    const bg = background({
      'saved/list': () => ({ ok: true, data: { tools: list, room: 400 } }),
      'recent/list': () => ({ ok: true, data: [{ ...saved('jasper'), viewedAt: 5 }] }),
      'saved/set': (request) => {
        list = request.saved ? [{ ...request.tool, savedAt: 9 }] : [];
        return { ok: true, data: { list: { tools: list, room: 400 }, problem: null } };
      },
    });
    render(<PopupApp />);
    await flush();
    const recent = () => within(screen.getByRole('list', { name: 'Recently viewed' }));
    const star = recent().getByRole('button', { name: 'Save Jasper' });
    star.focus();
    fireEvent.click(star);
    await flush();
    expect(bg.of('saved/set')[0]).toEqual({
      type: 'saved/set',
      saved: true,
      tool: {
        slug: 'jasper',
        name: 'Jasper',
        logo: null,
        price: { type: 'freemium', amount: null },
        verified: false,
        rating: { average: 4.5, count: 10 },
      },
    });
    // The same button, still focused, now says what pressing it again does.
    expect(recent().getByRole('button', { name: 'Remove Jasper from saved' })).toBe(star);
    expect(document.activeElement).toBe(star);
    expect(listRows('Saved')).toEqual(['Jasper']);
    fireEvent.click(star);
    await flush();
    expect(bg.of('saved/set')[1]?.saved).toBe(false);
    expect(recent().getByRole('button', { name: 'Save Jasper' })).toBe(star);
    expect(listRows('Saved')).toEqual([]);
  });

  it('says so when the saved list is full, and the star stays off', async () => {
    background({
      'saved/list': () => ({ ok: true, data: { tools: [], room: 0 } }),
      'recent/list': () => ({ ok: true, data: [{ ...saved('jasper'), viewedAt: 5 }] }),
      'saved/set': () => ({ ok: true, data: { list: { tools: [], room: 0 }, problem: 'full' } }),
    });
    render(<PopupApp />);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Save Jasper' }));
    await flush();
    expect(screen.getByText(/Your saved list is full/).closest('[aria-live="polite"]')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Jasper' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await flush();
    expect(screen.queryByText(/Your saved list is full/)).toBeNull();
  });

  it('hears a star from another browser through storage.sync', async () => {
    let list: SavedTool[] = [];
    const bg = background({
      'saved/list': () => ({ ok: true, data: { tools: list, room: 400 } }),
      'recent/list': () => ({ ok: true, data: [] }),
    });
    render(<PopupApp />);
    await flush();
    expect(listRows('Saved')).toEqual([]);
    list = [saved('midjourney')];
    await fakeBrowser.storage.sync.set({ 'saved.0': [{ s: 'midjourney' }] });
    await flush();
    expect(bg.of('saved/list').length).toBe(2);
    expect(listRows('Saved')).toEqual(['Midjourney']);
    // Other synced settings are not its business.
    await fakeBrowser.storage.sync.set({ somethingElse: 1 });
    await flush();
    expect(bg.of('saved/list').length).toBe(2);
  });

  it('opening a detail adds it to recently viewed', async () => {
    const bg = background({
      'saved/list': () => ({ ok: true, data: { tools: [saved('jasper')], room: 400 } }),
      'recent/list': () => ({ ok: true, data: [] }),
      'tool/get': () => ({ ok: true, data: tool('jasper', { rating: { average: 4.8, count: 11 } }) }),
      'tool/alternatives': () => ({ ok: true, data: [] }),
      'recent/add': () => ({ ok: true, data: null }),
    });
    render(<PopupApp />);
    await flush();
    fireEvent.click(
      within(screen.getByRole('list', { name: 'Saved' })).getAllByRole('button')[0] as HTMLElement,
    );
    await flush();
    expect(screen.getByRole('heading', { level: 2, name: 'Jasper' })).toBeTruthy();
    // Once with what the row knew, once with the full record.
    expect(bg.of('recent/add').map((request) => request.tool.rating)).toEqual([
      { average: 4.5, count: 10 },
      { average: 4.8, count: 11 },
    ]);
    expect(screen.getByRole('button', { name: 'Remove Jasper from saved' })).toBeTruthy();
  });
});

describe('popup: settings gear', () => {
  it('opens the options page and closes the popup', async () => {
    background({});
    const open = vi.spyOn(fakeBrowser.runtime, 'openOptionsPage').mockResolvedValue(undefined);
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    render(<PopupApp />);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await flush();
    expect(open).toHaveBeenCalledTimes(1);
    expect(close).toHaveBeenCalledTimes(1);
  });
});
