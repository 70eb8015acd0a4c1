// The options page's contents: a link to each section, the one being read marked with aria-current as the
// page scrolls and as a link (or the popup's #privacy) names one.
import { fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentsNav } from '../../../../components/options/ContentsNav';
import { FRAME_MS, flush, setUpPopupTests } from '../../../support/popup-harness';

setUpPopupTests();

const ENTRIES = [
  { id: 'connection', label: 'Connection' },
  { id: 'privacy', label: 'Privacy' },
  { id: 'about', label: 'About' },
];

/** The sections, at these tops in the viewport (happy-dom lays nothing out). */
function sectionsAt(tops: Record<string, number>) {
  for (const [id, top] of Object.entries(tops)) {
    let section = document.getElementById(id);
    if (!section) {
      section = document.createElement('section');
      section.id = id;
      document.body.append(section);
    }
    vi.spyOn(section, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
  }
}

afterEach(() => {
  for (const entry of ENTRIES) document.getElementById(entry.id)?.remove();
  window.location.hash = '';
});

const current = () =>
  screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'true');

describe('the contents of the options page', () => {
  it('links to each section by its id, in a named navigation', async () => {
    sectionsAt({ connection: 80, privacy: 900, about: 1800 });
    render(<ContentsNav entries={ENTRIES} />);
    await flush(FRAME_MS);
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    expect([...nav.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '#connection',
      '#privacy',
      '#about',
    ]);
    expect(current().map((link) => link.textContent)).toEqual(['Connection']);
  });

  it('marks the section the page has scrolled to, one at a time', async () => {
    sectionsAt({ connection: 80, privacy: 900, about: 1800 });
    render(<ContentsNav entries={ENTRIES} />);
    await flush(FRAME_MS);
    sectionsAt({ connection: -800, privacy: 40, about: 900 });
    fireEvent.scroll(window);
    await flush(FRAME_MS);
    expect(current().map((link) => link.textContent)).toEqual(['Privacy']);
  });

  it('marks the section a link named, though at the page’s end it cannot reach the top', async () => {
    const follow = vi.fn();
    sectionsAt({ connection: -1600, privacy: -200, about: 400 });
    render(<ContentsNav entries={ENTRIES} onFollow={follow} />);
    await flush(FRAME_MS);
    expect(current().map((link) => link.textContent)).toEqual(['Privacy']);
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(follow).toHaveBeenCalledWith('about');
    window.location.hash = '#about';
    window.dispatchEvent(new Event('hashchange'));
    await flush(FRAME_MS);
    expect(current().map((link) => link.textContent)).toEqual(['About']);
  });
});
