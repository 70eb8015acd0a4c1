import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SerpSettings } from '../../../../components/options/SerpSettings';
import type { SerpEngineView } from '../../../../lib/messaging/client';
import { ENGINES } from '../../../../lib/serp/public/engines';
import { background, flush, setUpPopupTests } from '../../../support/popup-harness';

setUpPopupTests();

const views = (on: string[] = [], googleHost = 'www.google.com'): SerpEngineView[] =>
  ENGINES.map((engine) => ({
    id: engine.id,
    name: engine.name,
    origins: engine.id === 'google' ? [`https://${googleHost}/*`] : [...engine.origins],
    enabled: on.includes(engine.id),
    granted: on.includes(engine.id),
    ...(engine.id === 'google' ? { googleHost } : {}),
  }));

describe('ratings in search results settings', () => {
  it('shows one switch per engine, off, with the reason and what each asks for', async () => {
    background({ 'serp/engines': () => ({ ok: true, data: views() }) });
    render(<SerpSettings />);
    await flush();
    expect(screen.getAllByRole('switch').map((input) => (input as HTMLInputElement).checked)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(screen.getByText(/nothing is sent until you open a tool’s card/)).toBeTruthy();
    expect(screen.getByText('Asks for access to https://www.google.com/*')).toBeTruthy();
  });

  it("asks for just that engine's origins on the click, then switches it on", async () => {
    const request = vi.spyOn(fakeBrowser.permissions, 'request').mockResolvedValue(true);
    const bg = background({
      'serp/engines': () => ({ ok: true, data: views() }),
      'serp/set-engine': () => ({ ok: true, data: views(['bing']) }),
    });
    render(<SerpSettings />);
    await flush();
    fireEvent.click(screen.getByRole('switch', { name: 'Show ratings in Bing results' }));
    // Inside the click, before anything awaits.
    expect(request).toHaveBeenCalledWith({ origins: ['https://www.bing.com/*'] });
    await flush();
    expect(bg.of('serp/set-engine')).toEqual([{ type: 'serp/set-engine', engine: 'bing', enabled: true }]);
    expect(
      (screen.getByRole('switch', { name: 'Show ratings in Bing results' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('a refusal switches nothing on and says so', async () => {
    vi.spyOn(fakeBrowser.permissions, 'request').mockResolvedValue(false);
    const bg = background({ 'serp/engines': () => ({ ok: true, data: views() }) });
    render(<SerpSettings />);
    await flush();
    fireEvent.click(screen.getByRole('switch', { name: 'Show ratings in Google results' }));
    await flush();
    expect(bg.of('serp/set-engine')).toEqual([]);
    expect(screen.getByRole('status').textContent).toContain('Access to Google was not given');
  });

  it('switching off asks the browser nothing', async () => {
    const request = vi.spyOn(fakeBrowser.permissions, 'request');
    const bg = background({
      'serp/engines': () => ({ ok: true, data: views(['google']) }),
      'serp/set-engine': () => ({ ok: true, data: views() }),
    });
    render(<SerpSettings />);
    await flush();
    fireEvent.click(screen.getByRole('switch', { name: 'Show ratings in Google results' }));
    await flush();
    expect(request).not.toHaveBeenCalled();
    expect(bg.of('serp/set-engine')).toEqual([{ type: 'serp/set-engine', engine: 'google', enabled: false }]);
  });

  it('Google: the address you search at, with why, only while Google is on; off, its switch says which one it asks for', async () => {
    const bg = background({
      'serp/engines': () => ({ ok: true, data: views([], 'www.google.de') }),
      'serp/set-engine': () => ({ ok: true, data: views(['google'], 'www.google.de') }),
    });
    vi.spyOn(fakeBrowser.permissions, 'request').mockResolvedValue(true);
    render(<SerpSettings />);
    await flush();
    // Off: no choice of address to make, and the switch's line says what it would ask for.
    expect(screen.queryByRole('combobox', { name: 'Google address you search at' })).toBeNull();
    expect(screen.queryByText(/naming some 190 sites/)).toBeNull();
    expect(screen.getByText('Asks for access to https://www.google.de/*')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Show ratings in Google results' }));
    await flush();
    expect(bg.of('serp/set-engine')).toEqual([{ type: 'serp/set-engine', engine: 'google', enabled: true }]);
    // On: the address, described by why it is one address.
    const address = screen.getByRole('combobox', {
      name: 'Google address you search at',
    }) as HTMLSelectElement;
    expect(address.value).toBe('www.google.de');
    expect(address.getAttribute('aria-describedby')).toBe('serp-google-why');
    expect(document.getElementById('serp-google-why')?.textContent).toMatch(/naming some 190 sites/);
  });

  it('Google granted but switched off elsewhere (or its access taken back): no address to choose', async () => {
    background({
      'serp/engines': () => ({
        ok: true,
        data: views(['google']).map((view) => (view.id === 'google' ? { ...view, granted: false } : view)),
      }),
    });
    render(<SerpSettings />);
    await flush();
    expect(
      (screen.getByRole('switch', { name: 'Show ratings in Google results' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(screen.queryByRole('combobox', { name: 'Google address you search at' })).toBeNull();
  });

  it('Google on: another address is asked for on the choice, and kept only if given', async () => {
    const request = vi.spyOn(fakeBrowser.permissions, 'request').mockResolvedValueOnce(false);
    const bg = background({
      'serp/engines': () => ({ ok: true, data: views(['google']) }),
      'serp/set-google-host': () => ({ ok: true, data: views(['google'], 'www.google.fr') }),
    });
    render(<SerpSettings />);
    await flush();
    const address = () =>
      screen.getByRole('combobox', { name: 'Google address you search at' }) as HTMLSelectElement;
    fireEvent.change(address(), { target: { value: 'www.google.co.uk' } });
    expect(request).toHaveBeenCalledWith({ origins: ['https://www.google.co.uk/*'] });
    await flush();
    // Refused: the address stays, and the page says why.
    expect(bg.of('serp/set-google-host')).toEqual([]);
    expect(address().value).toBe('www.google.com');
    expect(screen.getByRole('status').textContent).toContain('Access to www.google.co.uk was not given');
    request.mockResolvedValueOnce(true);
    fireEvent.change(address(), { target: { value: 'www.google.fr' } });
    await flush();
    expect(bg.of('serp/set-google-host')).toEqual([{ type: 'serp/set-google-host', host: 'www.google.fr' }]);
    expect(address().value).toBe('www.google.fr');
  });
});
