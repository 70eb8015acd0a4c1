import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showLinkNotice } from '../../../components/link-notice/show-link-notice';
import linkNoticeScript from '../../../entrypoints/link-notice';
import { callLinkNotice, LINK_NOTICE_GLOBAL, type LinkNotice } from '../../../lib/find/public/link-notice';

const found: LinkNotice = {
  label: 'Toolscout',
  found: true,
  heading: '<img src=x onerror=alert(1)> is in the directory',
  detail: '★ 4.6 (1,234) · Freemium',
  link: { href: 'https://directory.example/tools/jasper', text: 'Open in the directory' },
  closeLabel: 'Close',
};

function shown() {
  const hosts = document.querySelectorAll('toolscout-link-notice');
  const shadow = hosts[0]?.shadowRoot ?? null;
  return { count: hosts.length, shadow };
}

/** The notice fills its status region a moment after it is on the page (see showLinkNotice). */
function filled() {
  vi.advanceTimersByTime(100);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  for (const host of document.querySelectorAll('toolscout-link-notice')) host.remove();
  vi.useRealTimers();
});

describe('the link answer on the page', () => {
  it('shows the answer as text, with its one http(s) link, announced as a status', () => {
    showLinkNotice(found, 'open', 1000);
    const { shadow } = shown();
    // An empty status region first, then its text, so a screen reader announces it.
    expect(shadow?.querySelector('[role="status"]')?.textContent).toBe('');
    filled();
    const box = shadow?.querySelector('[role="status"]');
    expect(box?.textContent).toContain('<img src=x onerror=alert(1)> is in the directory');
    expect(shadow?.querySelector('img')).toBeNull();
    const link = shadow?.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://directory.example/tools/jasper');
    expect(link?.rel).toBe('noopener noreferrer');
    // It never takes focus from the page.
    expect(document.activeElement).toBe(document.body);
  });

  it('drops a link that is not http(s), even if one reached it', () => {
    showLinkNotice({ ...found, link: { href: 'javascript:alert(1)', text: 'x' } }, 'open', 1000);
    filled();
    expect(shown().shadow?.querySelector('a')).toBeNull();
  });

  it('replaces an earlier answer, and goes on Close, on Escape, or after a while', () => {
    showLinkNotice(found, 'open', 1000);
    showLinkNotice({ ...found, found: false, heading: 'Not in the directory', link: null }, 'open', 1000);
    filled();
    expect(shown().count).toBe(1);
    expect(shown().shadow?.textContent).toContain('Not in the directory');
    shown().shadow?.querySelector('button')?.click();
    expect(shown().count).toBe(0);

    showLinkNotice(found, 'open', 1000);
    filled();
    shown()
      .shadow?.querySelector('[role="status"]')
      ?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(shown().count).toBe(0);

    showLinkNotice(found, 'open', 1000);
    vi.advanceTimersByTime(999);
    expect(shown().count).toBe(1);
    vi.advanceTimersByTime(1);
    expect(shown().count).toBe(0);
  });

  it('stays while the pointer is on it', () => {
    showLinkNotice(found, 'open', 1000);
    const box = shown().shadow?.querySelector('[role="status"]');
    box?.dispatchEvent(new Event('mouseenter'));
    vi.advanceTimersByTime(5000);
    expect(shown().count).toBe(1);
    box?.dispatchEvent(new Event('mouseleave'));
    vi.advanceTimersByTime(1000);
    expect(shown().count).toBe(0);
  });

  it("draws from the background's two injections: the script file, then the call with the notice", () => {
    linkNoticeScript.main();
    // The call is rebuilt from its source alone, as the browser does with executeScript's `func`.
    const call = new Function(`return (${callLinkNotice.toString()})`)() as typeof callLinkNotice;
    call(LINK_NOTICE_GLOBAL, found, 'open', 1000);
    filled();
    expect(shown().shadow?.textContent).toContain('Open in the directory');
    Reflect.deleteProperty(globalThis, LINK_NOTICE_GLOBAL);
  });
});
