// Save & test while Device only is on: the connection is saved and the sync starts with it, but the test
// is not sent; the page says so calmly, not as a problem.
import { fireEvent, render, screen } from '@testing-library/preact';
import { render as preactRender } from 'preact';
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ConnectionForm } from '../../../../components/options/ConnectionForm';
import { apiError } from '../../../../lib/api/errors';
import { background, flush, settingsView, setUpPopupTests } from '../../../support/popup-harness';

setUpPopupTests();

const SETTINGS = settingsView({ deviceOnly: true });

describe('options: Save & test with Device only on', () => {
  it('says the connection was saved but not tested, as information rather than a problem', async () => {
    vi.spyOn(fakeBrowser.permissions, 'request').mockResolvedValue(true);
    const bg = background({ 'settings/connect': () => ({ ok: false, error: apiError('device-only') }) });
    render(<ConnectionForm settings={SETTINGS} onChange={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save & test' }));
    await flush();
    expect(bg.of('settings/connect')).toHaveLength(1);
    const said = screen.getByText(/^Saved, but not tested: Device only is on/);
    expect(said.classList.contains('ts-problem')).toBe(false);
    expect(document.querySelector('.ts-problem')).toBeNull();
  });
});

describe('the connection form’s heading', () => {
  it('has its own in the options page, and none where the page around it names it (the welcome’s Step 1)', () => {
    const options = render(<ConnectionForm settings={settingsView()} onChange={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Connection' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Connection' }).id).toBe('connection');
    options.unmount();
    render(<ConnectionForm settings={settingsView()} onChange={() => undefined} titled={false} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(document.getElementById('connection')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save & test' })).toBeTruthy();
  });
});

describe('Show, beside the token', () => {
  it('shows what is typed, and has nothing to show before (the saved token never comes back)', async () => {
    render(<ConnectionForm settings={settingsView({ hasToken: true })} onChange={() => undefined} />);
    // By its words: happy-dom names it after the label around the field and it (a browser, by its words).
    const show = screen.getByText('Show').closest('button') as HTMLButtonElement;
    const field = document.querySelector('input[name="token"]') as HTMLInputElement;
    expect(show.disabled).toBe(true);
    fireEvent.input(field, { target: { value: 'new-token' } });
    await flush();
    expect(show.disabled).toBe(false);
    fireEvent.click(show);
    await flush();
    expect(field.type).toBe('text');
    expect(screen.getByText('Hide').closest('button')?.getAttribute('aria-pressed')).toBe('true');
  });
});

describe('the base URL field', () => {
  it('keeps what the person typed before the page’s effects ran (a slow page), and follows a newly saved URL', async () => {
    // Preact's render, not the testing library's: effects wait for the next frame, as in a busy browser.
    const container = document.body.appendChild(document.createElement('div'));
    preactRender(
      <ConnectionForm settings={settingsView({ baseUrl: '' })} onChange={() => undefined} />,
      container,
    );
    const field = container.querySelector('input[name="baseUrl"]') as HTMLInputElement;
    fireEvent.input(field, { target: { value: 'http://127.0.0.1:8787/api/v1' } });
    await flush(150);
    expect(field.value).toBe('http://127.0.0.1:8787/api/v1');

    // Saved elsewhere (the welcome page, another window): the field shows the new URL.
    const saved = 'https://directory.example/api/v1';
    preactRender(
      <ConnectionForm settings={settingsView({ baseUrl: saved })} onChange={() => undefined} />,
      container,
    );
    await flush(150);
    expect(field.value).toBe(saved);
    preactRender(null, container);
    container.remove();
  });
});
