import { fireEvent, render, screen, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { PrivacyPanel } from '../../../../components/options/PrivacyPanel';
import { PREFETCH_TOP } from '../../../../lib/directory/alternatives-prefetch';
import { background, flush, settingsView, setUpPopupTests } from '../../../support/popup-harness';

setUpPopupTests();

const settings = settingsView;

describe('options: what Toolscout sends, and when', () => {
  it('says a visit sends nothing, and what each action asks', () => {
    const view = render(<PrivacyPanel settings={settings()} onChange={() => undefined} />);
    const list = within(view.getByRole('region', { name: 'What Toolscout sends, and when' }));
    const facts = list.getByLabelText('What is sent');
    const rows = [...facts.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent ?? '',
    ]);
    expect(rows.map(([term]) => term)).toEqual([
      'Visiting any site',
      'Opening the card on a tool’s site',
      'Opening a tool in the popup',
      'Searching and browsing in the popup',
      'In the background, whatever you browse',
      'Saving a tool (☆), and recently viewed',
      'Correcting or quieting a card (Not this tool, Hide until something changes, Never on this site)',
    ]);
    expect(rows[0]?.[1]).toMatch(/^Nothing\./);
    // The number it states is the one the background uses.
    expect(rows[1]?.[1]).toContain(`Nothing for the ${PREFETCH_TOP} most popular tools`);
    expect(rows[4]?.[1]).toContain(`${PREFETCH_TOP} most popular tools once a week`);
    expect(rows[5]?.[1]).toMatch(/^Nothing to the directory\./);
    expect(rows[6]?.[1]).toMatch(/^Nothing\. .* stay on this device\.$/);
  });

  it('Device only: a labelled switch, explained, that turns it on and off', async () => {
    const bg = background({ 'settings/set-device-only': () => ({ ok: true, data: settings() }) });
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

    view.rerender(<PrivacyPanel settings={settings({ deviceOnly: true })} onChange={onChange} />);
    expect((screen.getByRole('switch', { name: 'Device only' }) as HTMLInputElement).checked).toBe(true);
    // What a person's act sends, while it is on: nothing. The background's work still goes.
    const sends = [...document.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(sends.filter((text) => text?.startsWith('Nothing while Device only is on'))).toHaveLength(3);
    expect(sends[4]).toContain('once a day');
  });
});
