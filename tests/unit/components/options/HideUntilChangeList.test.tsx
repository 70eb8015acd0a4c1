import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { HideUntilChangeList } from '../../../../components/options/HideUntilChangeList';
import { formatDateTime } from '../../../../lib/common/format';
import { HIDE_UNTIL_CHANGE_KEY } from '../../../../lib/hide-until-change/public';
import type { HiddenUntilChange } from '../../../../lib/messaging/client';
import { background, flush, setUpPopupTests } from '../../../support/popup-harness';

setUpPopupTests();

const HIDDEN_AT = Date.UTC(2026, 10, 20, 9, 30);
const entry = (slug: string, name: string, host: string): HiddenUntilChange => ({
  slug,
  name,
  host,
  hiddenAt: HIDDEN_AT,
  rating: { average: 4.2, count: 100 },
  price: { type: 'paid', amount: 10 },
  alternatives: null,
});
const jasper = entry('jasper', 'Jasper', 'jasper.ai');
const writely = entry('writely', 'Writely', 'writely.example');

describe('options: hidden until something changes', () => {
  it('says how to hide a tool when none is hidden', async () => {
    background({ 'hide-until-change/list': () => ({ ok: true, data: [] }) });
    render(<HideUntilChangeList />);
    await flush();
    expect(screen.getByRole('heading', { name: 'Hidden until something changes' })).toBeTruthy();
    expect(screen.getByText(/^None\. Choose “Hide until something changes” on a card/)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('names each tool, its site, since when and why; Show again brings it back and says so', async () => {
    let hidden = [jasper, writely];
    const bg = background({
      'hide-until-change/list': () => ({ ok: true, data: hidden }),
      'hide-until-change/show-again': (request) => {
        hidden = hidden.filter((kept) => kept.slug !== request.slug);
        return { ok: true, data: hidden };
      },
    });
    render(<HideUntilChangeList />);
    const list = await screen.findByRole('list', { name: 'Hidden until something changes' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      `Jasper on jasper.aiHidden since ${formatDateTime(HIDDEN_AT)}, until its rating, price or alternatives changeShow again`,
      `Writely on writely.exampleHidden since ${formatDateTime(HIDDEN_AT)}, until its rating, price or alternatives changeShow again`,
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Show again: Jasper on jasper.ai' }));
    await waitFor(() => expect(screen.getByText('Jasper will show again on jasper.ai.')).toBeTruthy());
    expect(bg.of('hide-until-change/show-again')).toEqual([
      { type: 'hide-until-change/show-again', slug: 'jasper' },
    ]);
    expect(screen.getByText('Jasper will show again on jasper.ai.').getAttribute('aria-live')).toBe('polite');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Show again: Jasper on jasper.ai' })).toBeNull();
  });

  it('says so when Show again fails, and keeps the entry', async () => {
    background({
      'hide-until-change/list': () => ({ ok: true, data: [jasper] }),
      'hide-until-change/show-again': () => ({ ok: false, error: { kind: 'offline', message: 'gone' } }),
    });
    render(<HideUntilChangeList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Show again: Jasper on jasper.ai' }));
    await waitFor(() => expect(screen.getByText(/could not be shown again/)).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Show again: Jasper on jasper.ai' })).toBeTruthy();
  });

  it('follows changes made while the page is open (a card hid a tool, a visit brought one back)', async () => {
    let hidden: HiddenUntilChange[] = [];
    background({ 'hide-until-change/list': () => ({ ok: true, data: hidden }) });
    render(<HideUntilChangeList />);
    await flush();
    expect(screen.queryByRole('list')).toBeNull();
    hidden = [jasper];
    await fakeBrowser.storage.local.set({ [HIDE_UNTIL_CHANGE_KEY]: [jasper] });
    expect(await screen.findByRole('button', { name: 'Show again: Jasper on jasper.ai' })).toBeTruthy();
  });
});
