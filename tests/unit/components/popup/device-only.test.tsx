// Device only (issue 21) in the popup and the side panel: the device's answer is the whole answer. The
// directory's search is never asked or offered, a tool the device lacks says why, alternatives say where
// they come from, and every note leads to the switch.
import { fireEvent, render, screen, within } from '@testing-library/preact';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { PopupApp } from '../../../../components/popup/shell/PopupApp';
import { apiError } from '../../../../lib/api/errors';
import type { CardOpening, LocalTool } from '../../../../lib/messaging/views';
import { loadDeferredParts } from '../../../support/deferred';
import {
  background,
  flush,
  searchBox,
  settingsView,
  setUpPopupTests,
  tool,
  type,
} from '../../../support/popup-harness';
import { localPage } from '../../../support/popup-state';

setUpPopupTests();

const SETTINGS = settingsView({ deviceOnly: true });

const local = (slug: string, rank: number): LocalTool => ({ ...tool(slug), rank });

const SIMILAR: CardOpening = {
  pick: {
    source: 'similar',
    subcategory: { id: 1, slug: 'copywriting', name: 'Copywriting' },
    alternatives: [local('near-one', 5), local('near-two', 9)],
  },
  fetch: false,
  deviceOnly: true,
};

function setup() {
  return background({
    'settings/get': () => ({ ok: true, data: SETTINGS }),
    'saved/list': () => ({ ok: true, data: { tools: [], room: 500 } }),
    'recent/list': () => ({ ok: true, data: [] }),
    'search/local': ({ q }) => localPage(q.startsWith('al') ? [local('alpha', 1)] : []),
    'tool/get': ({ slug }) =>
      slug === 'alpha' ? { ok: true, data: tool('alpha') } : { ok: false, error: apiError('device-only') },
    'tool/alternatives-local': () => ({ ok: true, data: SIMILAR }),
    'categories/get': () => ({
      ok: true,
      data: [
        { id: 1, slug: 'copywriting', name: 'Copywriting', toolCount: 2, children: [], asSubcategory: true },
      ],
    }),
  });
}

// A detail or a listing opens as in a popup open for a moment: their chunks have loaded.
beforeAll(loadDeferredParts);
describe('Device only in the popup', () => {
  it('search: answers from the device, never asks the directory (not on Enter either), and says so', async () => {
    const bg = setup();
    render(<PopupApp />);
    await flush();
    expect(screen.getByText(/Device only is on: results come from this device/)).toBeTruthy();

    await type('al', 1000);
    expect(screen.getByRole('gridcell', { name: 'Alpha' })).toBeTruthy();
    expect(screen.getByText('1 tool')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Search the directory’s own index' })).toBeNull();
    fireEvent.keyDown(searchBox(), { key: 'Enter' });
    await flush(1000);

    // Nothing on the device: "no results", not an error and not a request.
    await type('zz', 1000);
    fireEvent.keyDown(searchBox(), { key: 'Enter' });
    await flush(1000);
    expect(screen.getByText(/No tools match/)).toBeTruthy();
    expect(bg.of('search')).toEqual([]);
    expect(bg.of('search/local').length).toBeGreaterThan(0);
  });

  it('the note leads to the switch: the options open at the privacy section', async () => {
    setup();
    const create = vi.spyOn(fakeBrowser.tabs, 'create').mockResolvedValue({} as never);
    render(<PopupApp />);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Device only settings' }));
    await flush();
    expect(create).toHaveBeenCalledWith({ url: expect.stringMatching(/options\.html#privacy$/) });
  });

  it('a detail: the local pick of alternatives with the reason, no request; a tool the device lacks says why', async () => {
    const bg = setup();
    render(<PopupApp />);
    await type('al', 1000);
    fireEvent.click(screen.getByRole('gridcell', { name: 'Alpha' }));
    await flush();
    const detail = within(screen.getByRole('article'));
    expect(detail.getByText('Similar in Copywriting, picked on this device')).toBeTruthy();
    expect(detail.getByText(/Device only is on: these come from this device/)).toBeTruthy();
    expect(bg.of('tool/alternatives')).toEqual([]);

    // A similar tool that is not in the local copy.
    fireEvent.click(detail.getByRole('button', { name: 'Near-one' }));
    await flush();
    const missing = within(screen.getAllByRole('article').at(-1) as HTMLElement);
    expect(
      missing.getByText(/this tool is not in the copy on this device, so it was not looked up/),
    ).toBeTruthy();
    expect(missing.getByRole('button', { name: 'Device only settings' })).toBeTruthy();
    expect(missing.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('categories: the local list, with the note', async () => {
    const bg = setup();
    render(<PopupApp />);
    await flush();
    fireEvent.click(screen.getByRole('tab', { name: 'Categories' }));
    await flush();
    expect(screen.getByText(/Device only is on: categories and their tools come from the copy/)).toBeTruthy();
    // The local list knows subcategories only: one opens (and would be followed) as a subcategory.
    fireEvent.click(screen.getByRole('button', { name: 'Copywriting 2 tools' }));
    await flush();
    expect(bg.of('tools/list')).toEqual([{ type: 'tools/list', subcategory: 'copywriting' }]);
  });
});
