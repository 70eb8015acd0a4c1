import { fireEvent, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { type OverlayHandle, showOverlay } from '../../components/overlay/mount';
import type { Tool } from '../../lib/api/model';
import type { OverlayData, ResponseOf } from '../../lib/messages';

function tool(overrides: Partial<Tool> = {}): Tool {
  return {
    id: 1,
    slug: 'writely',
    name: 'Writely',
    description: 'Drafts blog posts and emails from a short brief.',
    website: 'https://writely.example/',
    logo: 'https://cdn.example/writely.png',
    price: { type: 'freemium', amount: 12 },
    verified: true,
    rating: { average: 4.6, count: 1234 },
    subcategories: [],
    createdAt: null,
    links: { self: null, alternatives: null, web: 'https://directory.example/tools/writely' },
    ...overrides,
  };
}

function alternative(n: number, overrides: Partial<Tool> = {}): Tool {
  return tool({
    id: 100 + n,
    slug: `alt-${n}`,
    name: `Alt Tool ${n}`,
    website: `https://alt-${n}.example/`,
    logo: null,
    rating: { average: 4, count: 10 },
    links: { self: null, alternatives: null, web: `https://directory.example/tools/alt-${n}` },
    ...overrides,
  });
}

function data(overrides: Partial<OverlayData> = {}): OverlayData {
  return {
    tool: tool(),
    alternatives: [alternative(1), alternative(2)],
    stale: false,
    notice: null,
    ...overrides,
  };
}

/** Plays the background: answers overlay/data with `answer`, acknowledges the rest, records all. */
function background(answer: ResponseOf<'overlay/data'> | Promise<ResponseOf<'overlay/data'>>) {
  const received: { type: string }[] = [];
  fakeBrowser.runtime.onMessage.addListener((message: unknown) => {
    const request = message as { type: string };
    received.push(request);
    return request.type === 'overlay/data'
      ? Promise.resolve(answer)
      : Promise.resolve({ ok: true, data: null });
  });
  return received;
}

const mounted: OverlayHandle[] = [];
async function show(answer: ResponseOf<'overlay/data'> = { ok: true, data: data() }) {
  const received = background(answer);
  const handle = await showOverlay({ mode: 'open' });
  if (handle) mounted.push(handle);
  return { handle, received };
}

async function showCard(answer?: ResponseOf<'overlay/data'>) {
  const { handle, received } = await show(answer);
  if (!handle) throw new Error('the overlay did not mount');
  // Testing-library queries only need querySelectorAll, which a ShadowRoot has.
  const ui = within(handle.shadow as unknown as HTMLElement);
  return { handle, received, ui };
}

async function expand(answer?: ResponseOf<'overlay/data'>) {
  const shown = await showCard(answer);
  fireEvent.click(shown.ui.getByRole('button', { expanded: false }));
  const card = shown.ui.getByRole('region');
  return { ...shown, card, inCard: within(card) };
}

/** Lets Preact's effects (scheduled after paint) run, so a focus() in one would show. */
const settled = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));

const hosts = () => document.querySelectorAll('[data-toolscout="overlay"]');

afterEach(() => {
  for (const handle of mounted.splice(0)) handle.remove();
  document.body.replaceChildren();
});

describe('on-page card: mounting', () => {
  it('shows the pill only once the data has arrived', async () => {
    let answer: (value: ResponseOf<'overlay/data'>) => void = () => {};
    background(new Promise((resolve) => (answer = resolve)));
    const pending = showOverlay({ mode: 'open' });
    await Promise.resolve();
    expect(hosts()).toHaveLength(0);

    answer({ ok: true, data: data() });
    const handle = await pending;
    if (!handle) throw new Error('the overlay did not mount');
    mounted.push(handle);
    expect(hosts()).toHaveLength(1);
    const pill = within(handle.shadow as unknown as HTMLElement).getByRole('button', { name: /Writely/ });
    expect(pill.getAttribute('aria-expanded')).toBe('false');
    expect(pill.textContent).toContain('Toolscout');
    expect(pill.textContent).toContain('4.6');
    expect(pill.getAttribute('aria-label')).toBe('Toolscout: Writely, rated 4.6 out of 5');
  });

  it('shows nothing at all when the background answers with an error', async () => {
    const before = document.documentElement.outerHTML;
    const { handle, received } = await show({ ok: false, error: { kind: 'no-token', message: 'No token.' } });
    expect(handle).toBeNull();
    expect(received).toEqual([{ type: 'overlay/data' }]);
    expect(document.documentElement.outerHTML).toBe(before);
  });

  it('puts the card in a closed shadow root on <html> by default, its style element inside', async () => {
    background({ ok: true, data: data() });
    const handle = await showOverlay();
    if (!handle) throw new Error('the overlay did not mount');
    mounted.push(handle);
    expect(handle.host.parentElement).toBe(document.documentElement);
    expect(handle.host.shadowRoot).toBeNull();
    expect(handle.shadow.mode).toBe('closed');
    // Vitest blanks imported CSS, so only where the <style> goes is checked here; the build holds the rest.
    expect(handle.shadow.querySelector('style')).not.toBeNull();
    expect(document.head.querySelector('style')).toBeNull();
  });

  it('does not add a second card when mounted again', async () => {
    const first = await showCard();
    const second = await showOverlay({ mode: 'open' });
    expect(second).toBe(first.handle);
    expect(hosts()).toHaveLength(1);

    // Even two injections racing for the data end with one card.
    first.handle.remove();
    const [a, b] = await Promise.all([showOverlay({ mode: 'open' }), showOverlay({ mode: 'open' })]);
    if (a) mounted.push(a);
    expect(a).toBe(b);
    expect(hosts()).toHaveLength(1);
  });

  it('moves focus nowhere when it appears', async () => {
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    expect(document.activeElement).toBe(field);

    const { handle } = await showCard();
    await settled();
    expect(document.activeElement).toBe(field);
    expect(handle.shadow.activeElement ?? null).toBeNull();
  });

  it('goes away when the content script is invalidated', async () => {
    background({ ok: true, data: data() });
    const controller = new AbortController();
    const handle = await showOverlay({ mode: 'open', signal: controller.signal });
    expect(handle).not.toBeNull();
    expect(hosts()).toHaveLength(1);
    controller.abort();
    expect(hosts()).toHaveLength(0);
  });
});

describe('on-page card: content', () => {
  it('expands into name, verified mark, rating, price, description and at most five alternatives', async () => {
    const many = [1, 2, 3, 4, 5, 6, 7].map((n) => alternative(n));
    const { ui, card, inCard } = await expand({ ok: true, data: data({ alternatives: many }) });

    expect(ui.getByRole('button', { name: /Writely/ }).getAttribute('aria-expanded')).toBe('true');
    expect(card.getAttribute('aria-label')).toBe('Toolscout: Writely');
    expect(inCard.getByRole('heading', { name: /Writely/ })).toBeTruthy();
    expect(inCard.getByRole('img', { name: 'Verified' })).toBeTruthy();
    expect(inCard.getByRole('img', { name: '4.6 out of 5 (1,234 ratings)' })).toBeTruthy();
    expect(card.textContent).toContain('Freemium · from $12');
    expect(card.textContent).toContain('Drafts blog posts and emails from a short brief.');

    inCard.getByRole('heading', { name: 'Alternatives' });
    const list = within(inCard.getByRole('list'));
    expect(list.getAllByRole('listitem')).toHaveLength(5);
    const links = list.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Alt Tool 1',
      'Alt Tool 2',
      'Alt Tool 3',
      'Alt Tool 4',
      'Alt Tool 5',
    ]);
    expect(links[0]?.getAttribute('href')).toBe('https://directory.example/tools/alt-1');

    const directory = inCard.getByRole('link', { name: 'Open in Toolscout directory' });
    expect(directory.getAttribute('href')).toBe('https://directory.example/tools/writely');
    for (const link of [...links, directory]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.getAttribute('referrerpolicy')).toBe('no-referrer');
    }
  });

  it('links an alternative to its website when it has no directory page', async () => {
    const lone = alternative(1, { links: { self: null, alternatives: null, web: null } });
    const { inCard } = await expand({ ok: true, data: data({ alternatives: [lone] }) });
    expect(inCard.getByRole('link', { name: 'Alt Tool 1' }).getAttribute('href')).toBe(
      'https://alt-1.example/',
    );
  });

  it('says "No ratings yet" when a tool has none', async () => {
    const unrated = tool({ rating: { average: null, count: 0 } });
    const { ui, inCard } = await expand({ ok: true, data: data({ tool: unrated, alternatives: [] }) });
    expect(inCard.getByText('No ratings yet')).toBeTruthy();
    expect(inCard.queryByRole('heading', { name: 'Alternatives' })).toBeNull();
    expect(ui.getByRole('button', { name: 'Toolscout: Writely, no ratings yet' }).textContent).toBe(
      'Toolscout',
    );
  });

  it('renders HTML from the API as literal text', async () => {
    const html = '<img src=x onerror="alert(1)"><b>Bold</b>';
    const hostile = tool({ name: `Evil ${html}`, description: `About ${html}` });
    const { handle, card } = await expand({
      ok: true,
      data: data({ tool: hostile, alternatives: [alternative(1, { name: html })] }),
    });
    expect(card.textContent).toContain(`Evil ${html}`);
    expect(card.textContent).toContain(`About ${html}`);
    expect(card.getAttribute('aria-label')).toBe(`Toolscout: Evil ${html}`);
    expect(handle.shadow.querySelector('b')).toBeNull();
    expect(handle.shadow.querySelector('img[src="x"]')).toBeNull();
  });

  it('turns no javascript: URL into a link or an image', async () => {
    const bad = 'javascript:alert(1)';
    const hostile = tool({ logo: bad, website: bad, links: { self: null, alternatives: null, web: bad } });
    const alternatives = [
      alternative(1, { logo: bad, website: bad, links: { self: null, alternatives: null, web: bad } }),
    ];
    const { handle, inCard } = await expand({ ok: true, data: data({ tool: hostile, alternatives }) });

    expect(inCard.queryAllByRole('link')).toHaveLength(0);
    expect(inCard.getByText('Alt Tool 1')).toBeTruthy();
    expect(handle.shadow.querySelector('img')).toBeNull();
    expect(handle.shadow.innerHTML).not.toContain('javascript:');
  });

  it('notes saved data when the directory cannot be reached, and still shows what there is', async () => {
    const { card, inCard } = await expand({ ok: true, data: data({ stale: true, alternatives: [] }) });
    expect(inCard.getByText("Saved data — the directory can't be reached right now")).toBeTruthy();
    expect(card.textContent).toContain('Writely');
  });

  it('has no saved-data note when the data is fresh', async () => {
    const { inCard } = await expand();
    expect(inCard.queryByText(/Saved data/)).toBeNull();
  });
});

describe('on-page card: keyboard and controls', () => {
  it('focuses the card on expand; Escape collapses it and returns focus to the pill', async () => {
    const pageKeys: string[] = [];
    document.addEventListener('keydown', (event) => pageKeys.push(event.key));
    const { handle, ui, card } = await expand();
    expect(handle.shadow.activeElement).toBe(card);

    const dismiss = within(card).getByRole('button', { name: 'Dismiss' });
    dismiss.focus();
    fireEvent.keyDown(dismiss, { key: 'Escape' });

    const pill = ui.getByRole('button', { name: /Writely/ });
    expect(ui.queryByRole('region')).toBeNull();
    expect(pill.getAttribute('aria-expanded')).toBe('false');
    expect(handle.shadow.activeElement).toBe(pill);
    expect(pageKeys).not.toContain('Escape');
  });

  it('collapses with the Collapse button, focus back on the pill', async () => {
    const { handle, ui, inCard } = await expand();
    fireEvent.click(inCard.getByRole('button', { name: 'Collapse' }));
    expect(ui.queryByRole('region')).toBeNull();
    expect(handle.shadow.activeElement).toBe(ui.getByRole('button', { name: /Writely/ }));
  });

  it('Dismiss tells the background and removes the card', async () => {
    const { received, inCard } = await expand();
    fireEvent.click(inCard.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(received).toContainEqual({ type: 'overlay/dismiss' }));
    expect(received).not.toContainEqual({ type: 'overlay/mute-site' });
    expect(hosts()).toHaveLength(0);
  });

  it('"Don\'t show on this site" tells the background and removes the card', async () => {
    const { received, inCard } = await expand();
    fireEvent.click(inCard.getByRole('button', { name: "Don't show on this site" }));
    await waitFor(() => expect(received).toContainEqual({ type: 'overlay/mute-site' }));
    expect(received).not.toContainEqual({ type: 'overlay/dismiss' });
    expect(hosts()).toHaveLength(0);
  });
});
