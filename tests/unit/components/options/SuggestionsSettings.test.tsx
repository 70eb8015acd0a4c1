import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SuggestionsSettings } from '../../../../components/options/SuggestionsSettings';
import { SITE_ACCESS_ORIGINS } from '../../../../lib/common/url';
import type { SettingsView } from '../../../../lib/messaging/client';
import { background, flush, settingsView, setUpPopupTests } from '../../../support/popup-harness';

setUpPopupTests();

const settings = (overrides: Partial<SettingsView> = {}) =>
  settingsView({ siteAccessGranted: false, ...overrides });

describe('on-page suggestions settings', () => {
  it('first run: one button with its reason, no problem line and no switch', () => {
    render(<SuggestionsSettings settings={settings()} onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Allow on-page suggestions' })).toBeTruthy();
    expect(screen.getByText(/rating and its best alternatives right on its own website/)).toBeTruthy();
    expect(screen.getByText(/a visit sends\s+nothing/)).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(document.querySelector('.ts-problem')).toBeNull();
  });

  it('asks for site access on the click and, once granted, turns suggestions on', async () => {
    const request = vi.spyOn(fakeBrowser.permissions, 'request').mockResolvedValue(true);
    const bg = background({ 'settings/set-suggestions': () => ({ ok: true, data: settings() }) });
    const onChange = vi.fn();
    render(<SuggestionsSettings settings={settings({ suggestionsEnabled: false })} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Allow on-page suggestions' }));
    // Asked synchronously inside the click, before anything awaits.
    expect(request).toHaveBeenCalledWith({ origins: SITE_ACCESS_ORIGINS });
    await flush();
    expect(bg.of('settings/set-suggestions')).toEqual([{ type: 'settings/set-suggestions', enabled: true }]);
    expect(onChange).toHaveBeenCalled();
  });

  it('a refusal is said calmly and changes nothing', async () => {
    vi.spyOn(fakeBrowser.permissions, 'request').mockResolvedValue(false);
    const bg = background({});
    render(<SuggestionsSettings settings={settings()} onChange={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Allow on-page suggestions' }));
    await flush();
    expect(screen.getByRole('status').textContent).toContain('Not allowed');
    // Only the reads of the "Not this tool" and hidden tools' lists, which every opening makes.
    expect(
      bg.sent.filter(
        (request) => request.type !== 'not-this-tool/list' && request.type !== 'hide-until-change/list',
      ),
    ).toEqual([]);
    expect(screen.getByRole('button', { name: 'Allow on-page suggestions' })).toBeTruthy();
  });

  it('with site access: the switch turns suggestions off without asking the browser anything', async () => {
    const request = vi.spyOn(fakeBrowser.permissions, 'request');
    const bg = background({
      'settings/set-suggestions': () => ({
        ok: true,
        data: settings({ siteAccessGranted: true, suggestionsEnabled: false }),
      }),
    });
    render(
      <SuggestionsSettings settings={settings({ siteAccessGranted: true })} onChange={() => undefined} />,
    );
    expect(screen.queryByRole('button', { name: 'Allow on-page suggestions' })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: /Show a tool’s rating/ }));
    await flush();
    expect(bg.of('settings/set-suggestions')).toEqual([{ type: 'settings/set-suggestions', enabled: false }]);
    expect(request).not.toHaveBeenCalled();
    expect(screen.queryByText(/^Not saved/)).toBeNull();
  });

  it('a change the browser did not keep is said, and the page reads the settings again', async () => {
    // The background answers with the settings as they are: still on.
    background({
      'settings/set-suggestions': () => ({
        ok: true,
        data: settings({ siteAccessGranted: true, suggestionsEnabled: true }),
      }),
    });
    const onChange = vi.fn();
    render(<SuggestionsSettings settings={settings({ siteAccessGranted: true })} onChange={onChange} />);
    fireEvent.click(screen.getByRole('switch', { name: /Show a tool’s rating/ }));
    await flush();
    expect(
      screen.getByText(
        'Not saved: tools’ websites still show their rating and alternatives. Please try again.',
      ),
    ).toBeTruthy();
    expect(onChange).toHaveBeenCalled();
  });

  it('when the background cannot answer, turning suggestions on says it was not saved', async () => {
    background({
      'settings/set-suggestions': () => ({ ok: false, error: { kind: 'offline', message: 'gone' } }),
    });
    render(
      <SuggestionsSettings
        settings={settings({ siteAccessGranted: true, suggestionsEnabled: false })}
        onChange={() => undefined}
      />,
    );
    fireEvent.click(screen.getByRole('switch', { name: /Show a tool’s rating/ }));
    await flush();
    expect(
      screen.getByText('Not saved: tools’ websites still show no rating or alternatives. Please try again.'),
    ).toBeTruthy();
  });

  it('showing suggestions again on a muted site asks the background, and says nothing when it was kept', async () => {
    const bg = background({
      'settings/unmute-host': () => ({ ok: true, data: settings({ mutedHosts: [] }) }),
    });
    const onChange = vi.fn();
    render(<SuggestionsSettings settings={settings({ mutedHosts: ['chatgpt.com'] })} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show again on chatgpt.com' }));
    await flush();
    expect(bg.of('settings/unmute-host')).toEqual([{ type: 'settings/unmute-host', host: 'chatgpt.com' }]);
    expect(onChange).toHaveBeenCalled();
    expect(screen.queryByText(/^Not saved/)).toBeNull();
  });

  it('a site the browser kept muted is said, for an answer that still lists it or none at all', async () => {
    for (const answer of [
      { ok: true as const, data: settings({ mutedHosts: ['chatgpt.com'] }) },
      { ok: false as const, error: { kind: 'offline' as const, message: 'gone' } },
    ]) {
      background({ 'settings/unmute-host': () => answer });
      const { unmount } = render(
        <SuggestionsSettings
          settings={settings({ mutedHosts: ['chatgpt.com'] })}
          onChange={() => undefined}
        />,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Show again on chatgpt.com' }));
      await flush();
      expect(screen.getByText('Not saved: chatgpt.com still shows no card. Please try again.')).toBeTruthy();
      unmount();
    }
  });
});
