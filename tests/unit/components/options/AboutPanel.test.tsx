import { cleanup, render, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { AboutPanel } from '../../../../components/options/AboutPanel';

function withManifest(manifest: Record<string, unknown>) {
  vi.spyOn(fakeBrowser.runtime, 'getManifest').mockReturnValue({
    manifest_version: 3,
    name: 'Toolscout',
    version: '1.2.3',
    ...manifest,
  } as ReturnType<typeof fakeBrowser.runtime.getManifest>);
}

describe('options: About', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the installed version and the manifest’s website as a link', () => {
    withManifest({ homepage_url: 'https://toolscout.dev/' });
    const view = render(<AboutPanel privacyAnchor="privacy" />);
    const about = within(view.getByRole('region', { name: 'About Toolscout' }));
    expect(about.getByTestId('about-version').textContent).toBe('1.2.3');
    const website = about.getByRole('link', { name: 'toolscout.dev' });
    expect(website.getAttribute('href')).toBe('https://toolscout.dev/');
    expect(website.getAttribute('rel')).toBe('noopener noreferrer');
    expect(about.getByRole('link', { name: 'What is sent, and when' }).getAttribute('href')).toBe('#privacy');
    expect(about.getByRole('link', { name: 'Show the welcome page again' }).getAttribute('href')).toMatch(
      /\/welcome\.html$/,
    );
  });

  it('makes no link of a website that is not http(s)', () => {
    withManifest({ homepage_url: 'javascript:alert(1)' });
    const view = render(<AboutPanel privacyAnchor="privacy" />);
    expect(view.queryByText('Website')).toBeNull();
    expect(view.container.querySelector('a[href^="javascript:"]')).toBeNull();
  });
});
