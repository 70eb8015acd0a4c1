import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SiteAccessStep } from '../../../../components/welcome/SiteAccessStep';
import { SITE_ACCESS_ORIGINS } from '../../../../lib/common/url';
import type { SettingsView } from '../../../../lib/messaging/client';
import { background, flush, settingsView, setUpPopupTests } from '../../../support/popup-harness';

setUpPopupTests();

const settings = (overrides: Partial<SettingsView> = {}) =>
  settingsView({
    baseUrl: '',
    hasToken: false,
    apiOriginGranted: false,
    siteAccessGranted: false,
    ...overrides,
  });

describe('welcome: the on-page suggestions step', () => {
  it('asks for site access inside the click and, once allowed, turns suggestions on and says so', async () => {
    const request = vi.spyOn(fakeBrowser.permissions, 'request').mockResolvedValue(true);
    const bg = background({ 'settings/set-suggestions': () => ({ ok: true, data: settings() }) });
    const onChange = vi.fn();
    render(<SiteAccessStep settings={settings()} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Allow on-page suggestions' }));
    expect(request).toHaveBeenCalledWith({ origins: SITE_ACCESS_ORIGINS });
    await flush();
    expect(bg.of('settings/set-suggestions')).toEqual([{ type: 'settings/set-suggestions', enabled: true }]);
    expect(onChange).toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toContain('Allowed');
  });

  it('a refusal changes nothing and leaves the button', async () => {
    vi.spyOn(fakeBrowser.permissions, 'request').mockResolvedValue(false);
    const bg = background({});
    render(<SiteAccessStep settings={settings()} onChange={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Allow on-page suggestions' }));
    await flush();
    expect(screen.getByRole('status').textContent).toContain('Not allowed');
    expect(bg.sent).toEqual([]);
    expect(screen.getByRole('button', { name: 'Allow on-page suggestions' })).toBeTruthy();
  });

  it('with site access granted: the options page’s switch, and no request to the browser', async () => {
    const request = vi.spyOn(fakeBrowser.permissions, 'request');
    const bg = background({ 'settings/set-suggestions': () => ({ ok: true, data: settings() }) });
    render(<SiteAccessStep settings={settings({ siteAccessGranted: true })} onChange={() => undefined} />);
    const toggle = screen.getByRole('switch', { name: /rating and alternatives on its own website/ });
    fireEvent.click(toggle);
    await flush();
    expect(bg.of('settings/set-suggestions')).toEqual([{ type: 'settings/set-suggestions', enabled: false }]);
    expect(request).not.toHaveBeenCalled();
  });
});
