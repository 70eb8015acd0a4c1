import { fireEvent, render, screen, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { PrivacyPanel } from '../../../../components/options/PrivacyPanel';
import * as optionsPrivacyCopy from '../../../../lib/copy/options-privacy';
import { PREFETCH_TOP } from '../../../../lib/directory/alternatives/prefetch';
import { SAVED_TOP, type SentRow, WHAT_IS_SENT } from '../../../../lib/privacy/public/what-is-sent';
import { background, flush, settingsView, setUpPopupTests } from '../../../support/popup-harness';

setUpPopupTests();

const settings = settingsView;

describe('options: what Toolscout sends, and when', () => {
  it('lists every row of the one list of what is sent, in its order: each act, and what it sends', () => {
    const view = render(<PrivacyPanel settings={settings()} onChange={() => undefined} />);
    const list = within(view.getByRole('region', { name: 'What Toolscout sends, and when' }));
    const facts = list.getByLabelText('What is sent');
    const rows = [...facts.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent ?? '',
    ]);
    expect(rows).toEqual(
      WHAT_IS_SENT.map((row) => [
        optionsPrivacyCopy.privacyAction(row.id),
        optionsPrivacyCopy.privacySends(row.id, SAVED_TOP),
      ]),
    );
    expect(rows.map(([term]) => term).slice(0, 3)).toEqual([
      'Visiting any site',
      'Searching Google, Bing, DuckDuckGo or Brave Search (with that engine switched on)',
      'Opening the card on a tool’s site',
    ]);
    const said = new Map(WHAT_IS_SENT.map((row, at) => [row.id, rows[at]?.[1] ?? '']));
    // A row whose act sends nothing, ever, says so first.
    for (const row of WHAT_IS_SENT.filter((each) => each.requests.length === 0))
      expect(said.get(row.id)).toMatch(/^Nothing/);
    // The number it states is the one the background uses.
    expect(SAVED_TOP).toBe(PREFETCH_TOP);
    expect(said.get('card')).toContain(`Nothing for the ${PREFETCH_TOP} most popular tools`);
    expect(said.get('background')).toContain(`${PREFETCH_TOP} most popular tools once a week`);
    // Search and categories as they are once the local copy is whole.
    expect(said.get('search')).toMatch(/only while the first sync is still under way, or when you ask/);
    expect(said.get('categories')).toMatch(/^Nothing once the first sync has finished/);
  });

  it('Device only: a change the browser did not keep is said, and the switch shows what holds', async () => {
    // The background answers with the settings as they are: still off.
    background({ 'settings/set-device-only': () => ({ ok: true, data: settings({ deviceOnly: false }) }) });
    const onChange = vi.fn();
    render(<PrivacyPanel settings={settings()} onChange={onChange} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Device only' }));
    await flush();
    expect(screen.getByText('Not saved: Device only is still off. Please try again.')).toBeTruthy();
    // The page reads the settings again, so the switch shows what holds.
    expect(onChange).toHaveBeenCalled();
  });

  it('Device only: when the background cannot answer, the switch says the change was not saved', async () => {
    background({
      'settings/set-device-only': () => ({ ok: false, error: { kind: 'offline', message: 'gone' } }),
    });
    render(<PrivacyPanel settings={settings({ deviceOnly: true })} onChange={() => undefined} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Device only' }));
    await flush();
    expect(screen.getByText('Not saved: Device only is still on. Please try again.')).toBeTruthy();
  });

  it('Device only: a labelled switch, explained, that turns it on and off', async () => {
    const bg = background({
      'settings/set-device-only': () => ({ ok: true, data: settings({ deviceOnly: true }) }),
    });
    const onChange = vi.fn();
    const view = render(<PrivacyPanel settings={settings()} onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Device only' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
    const help = document.getElementById(toggle.getAttribute('aria-describedby') ?? '');
    expect(help?.textContent).toMatch(/Only the daily sync and the weekly prefetch reach the directory/);
    fireEvent.click(toggle);
    await flush();
    expect(bg.of('settings/set-device-only')).toEqual([{ type: 'settings/set-device-only', enabled: true }]);
    expect(onChange).toHaveBeenCalled();
    expect(screen.queryByText(/^Not saved/)).toBeNull();

    view.rerender(<PrivacyPanel settings={settings({ deviceOnly: true })} onChange={onChange} />);
    expect((screen.getByRole('switch', { name: 'Device only' }) as HTMLInputElement).checked).toBe(true);
    // What a person's act sends, while it is on: nothing. The background's work still goes.
    const sends = new Map(
      WHAT_IS_SENT.map((row, at) => [row, document.querySelectorAll('dd')[at]?.textContent ?? '']),
    );
    for (const [row, text] of sends) {
      if (!row.keptByDeviceOnly) expect(text).toBe(optionsPrivacyCopy.privacySends(row.id, SAVED_TOP));
      else if (row.id === 'connection') expect(text).toMatch(/saves the connection without testing it/);
      else expect(text).toBe('Nothing while Device only is on: the copy on this device answers.');
    }
    expect([...sends.keys()].filter((row) => row.keptByDeviceOnly)).toHaveLength(7);
    expect(sends.get(WHAT_IS_SENT.find((row) => row.id === 'background') as SentRow)).toContain('once a day');
  });
});
