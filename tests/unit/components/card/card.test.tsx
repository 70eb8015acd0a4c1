import { fireEvent, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { type CardHandle, mountCard, showCard as showCardScript } from '../../../../components/card/mount';
import { UNDO_MS } from '../../../../components/card/UndoStrip';
import cardScript from '../../../../entrypoints/card';
import type { SubcategoryRef, Tool } from '../../../../lib/api/model';
import type { DirectoryTool } from '../../../../lib/directory/record';
import type { CardSummary, ResponseOf } from '../../../../lib/messaging/client';
import '../../../support/testing-library-waits';

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

/** The pill's tool: the local directory's record, with `web` instead of `links`. */
function localTool(overrides: Partial<DirectoryTool> = {}): DirectoryTool {
  const { createdAt: _createdAt, links: _links, ...rest } = tool();
  return {
    ...rest,
    subcategories: [{ id: 3, slug: 'copywriting', name: 'Copywriting' }],
    rank: 12,
    web: 'https://directory.example/tools/writely',
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

function localAlternative(n: number): DirectoryTool {
  return localTool({
    id: 200 + n,
    slug: `near-${n}`,
    name: `Near Tool ${n}`,
    website: `https://near-${n}.example/`,
    logo: null,
    web: `https://directory.example/tools/near-${n}`,
  });
}

type Answer<T extends 'card/summary' | 'card/open' | 'card/alternatives' | 'card/undo'> =
  | ResponseOf<T>
  | Promise<ResponseOf<T>>;

interface Answers {
  summary?: Answer<'card/summary'>;
  open?: Answer<'card/open'>;
  alternatives?: Answer<'card/alternatives'>;
  undo?: Answer<'card/undo'>;
}

/** A top tool: its alternatives are saved on this device. */
function saved(alternatives: Tool[] = [alternative(1), alternative(2)]): ResponseOf<'card/open'> {
  return { ok: true, data: { pick: { source: 'prefetched', alternatives }, fetch: false } };
}

/** A long-tail tool: a local pick first, then the directory is asked. */
function similar(
  alternatives: DirectoryTool[] = [localAlternative(1), localAlternative(2)],
  subcategory: SubcategoryRef | null = { id: 3, slug: 'copywriting', name: 'Copywriting' },
): ResponseOf<'card/open'> {
  return { ok: true, data: { pick: { source: 'similar', subcategory, alternatives }, fetch: true } };
}

/** A top tool's card: the pill's tool, and its prefetched alternatives. */
function top({ tool = localTool(), alternatives = [alternative(1), alternative(2)] } = {}): Answers {
  return { summary: { ok: true, data: { tool, opensWithRequest: false } }, open: saved(alternatives) };
}

/** Plays the background: answers the card's three questions, acknowledges the rest, records all. */
function background(answers: Answers = {}) {
  const received: { type: string }[] = [];
  const byType: Record<string, unknown> = {
    'card/summary': answers.summary ?? {
      ok: true,
      data: { tool: localTool(), opensWithRequest: false },
    },
    'card/open': answers.open ?? saved(),
    'card/alternatives': answers.alternatives ?? {
      ok: true,
      data: { alternatives: [alternative(7)], notice: null },
    },
    'card/undo': answers.undo ?? { ok: true, data: null },
  };
  fakeBrowser.runtime.onMessage.addListener((message: unknown) => {
    const request = message as { type: string };
    received.push(request);
    return Promise.resolve(byType[request.type] ?? { ok: true, data: null });
  });
  return received;
}

const mounted: CardHandle[] = [];
async function show(answers: Answers = {}) {
  const received = background(answers);
  const handle = await showCardScript({ mode: 'open' });
  if (handle) mounted.push(handle);
  return { handle, received };
}

async function showCard(answers?: Answers) {
  const { handle, received } = await show(answers);
  if (!handle) throw new Error('the card did not mount');
  // Testing-library queries only need querySelectorAll, which a ShadowRoot has.
  const ui = within(handle.shadow as unknown as HTMLElement);
  return { handle, received, ui };
}

async function expand(answers?: Answers) {
  const shown = await showCard(answers);
  fireEvent.click(shown.ui.getByRole('button', { expanded: false }));
  const card = shown.ui.getByRole('region');
  const inCard = within(card);
  // The first opening asks the background what to list (a local read): until it answers, the note is
  // still the pill's hint.
  await waitFor(() => expect(inCard.getByRole('status').textContent).not.toMatch(HINTS));
  return { ...shown, card, inCard };
}

type Why = NonNullable<CardSummary['why']>;
/** The card on the tool's own site: it says why it appeared, and offers "Not this tool". */
const onSite = (why: Why = { rule: 'host', host: 'writely.example', query: [] }): Answers => ({
  summary: { ok: true, data: { tool: localTool(), opensWithRequest: false, why } },
});

/** Lets Preact's effects (scheduled after paint) run, so a focus() in one would show. */
const settled = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));

const HINTS = /^(Opening the card asks|Alternatives are saved on this device|Device only is on: opening)/;
const hosts = () => document.querySelectorAll('toolscout-overlay');
/** The tool names a list shows, in order. */
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.ts-alt__name')?.textContent);

afterEach(() => {
  for (const handle of mounted.splice(0)) handle.remove();
  for (const host of hosts()) host.remove();
  document.body.replaceChildren();
});

describe('on-page card: mounting', () => {
  it('shows the pill only once the local summary has arrived, and asks nothing else', async () => {
    let answer: (value: ResponseOf<'card/summary'>) => void = () => {};
    const received = background({ summary: new Promise((resolve) => (answer = resolve)) });
    const pending = showCardScript({ mode: 'open' });
    await Promise.resolve();
    expect(hosts()).toHaveLength(0);

    answer({ ok: true, data: { tool: localTool(), opensWithRequest: true } });
    const handle = await pending;
    if (!handle) throw new Error('the card did not mount');
    mounted.push(handle);
    expect(hosts()).toHaveLength(1);
    const pill = within(handle.shadow as unknown as HTMLElement).getByRole('button', { name: /Writely/ });
    expect(pill.getAttribute('aria-expanded')).toBe('false');
    expect(pill.textContent).toContain('Toolscout');
    expect(pill.textContent).toContain('4.6');
    expect(pill.getAttribute('aria-label')).toBe('Toolscout: Writely, rated 4.6 out of 5');
    // Before it is opened, the pill says that opening asks the directory.
    expect(pill.getAttribute('title')).toBe(
      'Opening the card asks the directory for this tool’s alternatives',
    );
    await settled();
    expect(received).toEqual([{ type: 'card/summary' }]);
  });

  it('says on the pill of a top tool that opening sends nothing', async () => {
    const { ui } = await showCard();
    expect(ui.getByRole('button', { name: /Writely/ }).getAttribute('title')).toBe(
      'Alternatives are saved on this device: opening the card sends nothing',
    );
  });

  it('marks the host with no attribute a page could look for', async () => {
    const { handle } = await showCard();
    expect(handle.host.tagName.toLowerCase()).toBe('toolscout-overlay');
    expect(handle.host.getAttributeNames()).toEqual([]);
  });

  it('shows nothing at all when the background answers with an error', async () => {
    const before = document.documentElement.outerHTML;
    const { handle, received } = await show({
      summary: { ok: false, error: { kind: 'not-found', message: 'This page is not a tool.' } },
    });
    expect(handle).toBeNull();
    expect(received).toEqual([{ type: 'card/summary' }]);
    expect(document.documentElement.outerHTML).toBe(before);
  });

  it('puts the card in a closed shadow root on <html> by default, its style element inside', async () => {
    background();
    const handle = await showCardScript();
    if (!handle) throw new Error('the card did not mount');
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
    const second = await showCardScript({ mode: 'open' });
    expect(second).toBe(first.handle);
    expect(hosts()).toHaveLength(1);

    // Even two injections racing for the data end with one card.
    first.handle.remove();
    const [a, b] = await Promise.all([showCardScript({ mode: 'open' }), showCardScript({ mode: 'open' })]);
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

  it('goes away when its extension is gone (reloaded or removed), checked when the tab is shown again', async () => {
    background();
    let alive = true;
    const handle = await showCardScript({ mode: 'open', extensionAlive: () => alive });
    expect(handle).not.toBeNull();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(hosts()).toHaveLength(1);
    alive = false;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(hosts()).toHaveLength(0);
  });

  it('replaces the card of an extension that was reloaded when it is injected again', async () => {
    background();
    let oldAlive = true;
    const old = await showCardScript({ mode: 'open', extensionAlive: () => oldAlive });
    oldAlive = false;
    const fresh = await showCardScript({ mode: 'open' });
    if (fresh) mounted.push(fresh);
    expect(fresh).not.toBe(old);
    expect(hosts()).toHaveLength(1);
    expect(old?.host.isConnected).toBe(false);
  });
});

describe('on-page card: one per page', () => {
  it('a card this script cannot reach (an earlier instance of the extension) is replaced, not joined', async () => {
    const leftover = document.createElement('toolscout-overlay');
    document.documentElement.append(leftover);
    const { handle } = await showCard();
    expect(leftover.isConnected).toBe(false);
    expect([...hosts()]).toEqual([handle.host]);
  });
});

describe('on-page card: the page cannot control it', () => {
  it("posts nothing to the page, and a page replaying WXT's content-script-started event leaves it in place", async () => {
    const posted: unknown[] = [];
    const listen = (event: MessageEvent) => posted.push(event.data);
    window.addEventListener('message', listen);
    try {
      background();
      cardScript.main();
      await waitFor(() => expect(hosts()).toHaveLength(1));
      await settled();
      // WXT's content-script context announced this name (it holds the extension's id) with
      // window.postMessage, and removed its script when the document saw the event again.
      expect(posted).toEqual([]);

      // What wxt 0.21's ContentScriptContext sends and listens for, replayed as a page would.
      const name = `${fakeBrowser.runtime.id}:card:wxt:content-script-started`;
      const detail = { contentScriptName: 'card', messageId: 'from-the-page' };
      document.dispatchEvent(new CustomEvent(name, { detail }));
      window.postMessage({ type: name, ...detail }, '*');
      await settled();
      expect(hosts()).toHaveLength(1);
    } finally {
      window.removeEventListener('message', listen);
    }
  });
});

describe('on-page card: what opening it asks', () => {
  it('a top tool: lists the prefetched alternatives with no request to the directory', async () => {
    const { inCard, received } = await expand({
      open: saved([alternative(1), alternative(2), alternative(3)]),
    });
    expect(names(inCard.getByRole('list', { name: 'Alternatives' }))).toEqual([
      'Alt Tool 1',
      'Alt Tool 2',
      'Alt Tool 3',
    ]);
    expect(inCard.getByRole('status').textContent).toBe('Saved on this device: nothing was sent.');
    await settled();
    expect(received.map((request) => request.type)).toEqual(['card/summary', 'card/open']);
  });

  it('a long-tail tool: shows "Similar in <subcategory>" at once, then the directory\'s alternatives', async () => {
    let answer: (value: ResponseOf<'card/alternatives'>) => void = () => {};
    const { ui, received } = await showCard({
      summary: { ok: true, data: { tool: localTool(), opensWithRequest: true } },
      open: similar(),
      alternatives: new Promise((resolve) => (answer = resolve)),
    });
    fireEvent.click(ui.getByRole('button', { expanded: false }));
    const inCard = within(ui.getByRole('region'));

    const local = await inCard.findByRole('list', { name: 'Similar in Copywriting' });
    expect(names(local)).toEqual(['Near Tool 1', 'Near Tool 2']);
    expect(within(local).getByRole('link', { name: 'Near Tool 1' }).getAttribute('href')).toBe(
      'https://directory.example/tools/near-1',
    );
    const status = inCard.getByRole('status');
    expect(status.textContent).toBe('Asking the directory for Writely’s alternatives…');
    expect(status.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(received.map((request) => request.type)).toContain('card/alternatives'));

    answer({ ok: true, data: { alternatives: [alternative(4), alternative(5)], notice: null } });
    const fromDirectory = await inCard.findByRole('list', { name: 'Alternatives' });
    expect(names(fromDirectory)).toEqual(['Alt Tool 4', 'Alt Tool 5']);
    expect(inCard.queryByRole('list', { name: /Similar/ })).toBeNull();
    expect(status.textContent).toBe('From the directory, asked about this tool when you opened the card.');
    expect(status.getAttribute('aria-busy')).toBe('false');
  });

  it('Device only: the pill promises nothing is sent; opening shows the local pick, says why, and asks nothing', async () => {
    const { ui, received } = await showCard({
      summary: { ok: true, data: { tool: localTool(), opensWithRequest: false, deviceOnly: true } },
      open: {
        ok: true,
        data: {
          pick: {
            source: 'similar',
            subcategory: { id: 3, slug: 'copywriting', name: 'Copywriting' },
            alternatives: [localAlternative(1)],
          },
          fetch: false,
          deviceOnly: true,
        },
      },
    });
    const pill = ui.getByRole('button', { expanded: false });
    expect(pill.getAttribute('title')).toBe('Device only is on: opening the card sends nothing');
    fireEvent.click(pill);
    const inCard = within(ui.getByRole('region'));
    expect(names(await inCard.findByRole('list', { name: 'Similar in Copywriting' }))).toEqual([
      'Near Tool 1',
    ]);
    const status = inCard.getByRole('status');
    expect(status.textContent).toBe('Device only is on: from this device, nothing was sent.');
    expect(status.getAttribute('aria-busy')).toBe('false');
    await settled();
    expect(received.map((request) => request.type)).toEqual(['card/summary', 'card/open']);
  });

  it('Device only on a top tool: its saved alternatives, with the same note', async () => {
    const open = saved();
    const { inCard } = await expand({
      summary: { ok: true, data: { tool: localTool(), opensWithRequest: false, deviceOnly: true } },
      open: open.ok ? { ok: true, data: { ...open.data, deviceOnly: true } } : open,
    });
    expect(inCard.getByRole('status').textContent).toBe(
      'Device only is on: from this device, nothing was sent.',
    );
    expect(names(inCard.getByRole('list', { name: 'Alternatives' }))).toEqual(['Alt Tool 1', 'Alt Tool 2']);
  });

  it('offline: the local pick stays, marked as local', async () => {
    const { inCard } = await expand({
      open: similar(),
      alternatives: { ok: false, error: { kind: 'offline', message: 'Offline.' } },
    });
    await waitFor(() =>
      expect(inCard.getByRole('status').textContent).toBe(
        'Local suggestions — the directory could not be reached',
      ),
    );
    expect(names(inCard.getByRole('list', { name: 'Similar in Copywriting' }))).toEqual([
      'Near Tool 1',
      'Near Tool 2',
    ]);
  });

  it('rate-limited: the local pick stays, and says why', async () => {
    const { inCard } = await expand({
      open: similar(),
      alternatives: { ok: false, error: { kind: 'rate-limited', message: 'Slow down.', retryAt: 1 } },
    });
    await waitFor(() =>
      expect(inCard.getByRole('status').textContent).toBe(
        'Local suggestions — the directory’s request limit is reached for now',
      ),
    );
    expect(inCard.getByRole('list', { name: 'Similar in Copywriting' })).toBeTruthy();
  });

  it("a saved copy of the directory's answer standing in for a failure is marked", async () => {
    const { inCard } = await expand({
      open: similar(),
      alternatives: {
        ok: true,
        data: { alternatives: [alternative(1)], notice: { kind: 'server', message: 'Down.' } },
      },
    });
    await waitFor(() =>
      expect(inCard.getByRole('status').textContent).toBe(
        'Saved suggestions — the directory could not be reached',
      ),
    );
    expect(names(inCard.getByRole('list', { name: 'Alternatives' }))).toEqual(['Alt Tool 1']);
  });

  it('no shared subcategory: "Similar tools" until the directory answers', async () => {
    const { inCard } = await expand({
      open: similar([localAlternative(1)], null),
      alternatives: new Promise(() => undefined),
    });
    expect(await inCard.findByRole('list', { name: 'Similar tools' })).toBeTruthy();
  });

  it('asks only on the first opening; closing and reopening asks nothing again', async () => {
    const { ui, received } = await expand({ open: similar() });
    await waitFor(() => expect(received.map((request) => request.type)).toContain('card/alternatives'));
    const pill = ui.getByRole('button', { name: /Writely/ });
    fireEvent.click(pill);
    fireEvent.click(pill);
    await settled();
    expect(received.map((request) => request.type)).toEqual([
      'card/summary',
      'card/open',
      'card/alternatives',
    ]);
    expect(within(ui.getByRole('region')).getByRole('list', { name: 'Alternatives' })).toBeTruthy();
  });
});

describe('on-page card: content', () => {
  it('leads with the tool line (name, verified mark, rating with its count, price), then at most five alternatives with theirs', async () => {
    const many = [1, 2, 3, 4, 5, 6, 7].map((n) =>
      alternative(n, { rating: { average: 4, count: 10 * n }, price: { type: 'paid', amount: n } }),
    );
    const { ui, card, inCard } = await expand(top({ alternatives: many }));

    expect(ui.getByRole('button', { name: /Writely/ }).getAttribute('aria-expanded')).toBe('true');
    expect(card.getAttribute('aria-label')).toBe('Toolscout: Writely');
    const head = inCard.getByRole('heading', { name: /Writely/ });
    expect(inCard.getByRole('img', { name: 'Verified' })).toBeTruthy();
    expect(inCard.getByRole('img', { name: '4.6 out of 5 (1,234 ratings)' })).toBeTruthy();
    expect(card.textContent).toContain('(1,234)');
    expect(card.textContent).toContain('Freemium · from $12');
    // The description is the tool's own site's business: the card spends its room on what else there is.
    expect(card.textContent).not.toContain('Drafts blog posts and emails from a short brief.');

    const heading = inCard.getByRole('heading', { name: 'Alternatives' });
    const listElement = inCard.getByRole('list', { name: 'Alternatives' });
    const list = within(listElement);
    expect(list.getAllByRole('listitem')).toHaveLength(5);
    // Each with its rating's count and its price.
    expect(list.getByRole('img', { name: '4.0 out of 5 (30 ratings)' })).toBeTruthy();
    expect(list.getAllByRole('listitem')[2]?.textContent).toContain('(30)');
    expect(list.getAllByRole('listitem')[2]?.textContent).toContain('Paid · from $3');
    // First the tool, then its alternatives, then the three steps, then the small print.
    const dismiss = inCard.getByRole('button', { name: 'Dismiss' });
    const directoryLink = inCard.getByRole('link', { name: 'Open in Toolscout directory' });
    const order = [head, heading, listElement, dismiss, directoryLink];
    for (const [index, element] of order.slice(1).entries()) {
      const before = order[index] as HTMLElement;
      expect(
        before.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
        element.textContent ?? '',
      ).toBeTruthy();
    }
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
    const { inCard } = await expand(top({ alternatives: [lone] }));
    expect(inCard.getByRole('link', { name: 'Alt Tool 1' }).getAttribute('href')).toBe(
      'https://alt-1.example/',
    );
  });

  it('says "No ratings yet" when a tool has none', async () => {
    const unrated = localTool({ rating: { average: null, count: 0 } });
    const { ui, inCard } = await expand(top({ tool: unrated, alternatives: [] }));
    expect(inCard.getByText('No ratings yet')).toBeTruthy();
    expect(inCard.queryByRole('heading', { name: 'Alternatives' })).toBeNull();
    expect(ui.getByRole('button', { name: 'Toolscout: Writely, no ratings yet' }).textContent).toBe(
      'Toolscout',
    );
  });

  it('renders HTML from the API as literal text', async () => {
    const html = '<img src=x onerror="alert(1)"><b>Bold</b>';
    const hostile = localTool({ name: `Evil ${html}` });
    const { handle, card } = await expand(
      top({ tool: hostile, alternatives: [alternative(1, { name: html })] }),
    );
    expect(card.textContent).toContain(`Evil ${html}`);
    expect(within(card).getByRole('list').textContent).toContain(html);
    expect(card.getAttribute('aria-label')).toBe(`Toolscout: Evil ${html}`);
    expect(handle.shadow.querySelector('b')).toBeNull();
    expect(handle.shadow.querySelector('img[src="x"]')).toBeNull();
  });

  it('turns no javascript: URL into a link or an image', async () => {
    const bad = 'javascript:alert(1)';
    const hostile = localTool({ logo: bad, website: bad, web: bad });
    const alternatives = [
      alternative(1, { logo: bad, website: bad, links: { self: null, alternatives: null, web: bad } }),
    ];
    const { handle, inCard } = await expand(top({ tool: hostile, alternatives }));

    expect(inCard.queryAllByRole('link')).toHaveLength(0);
    expect(inCard.getByText('Alt Tool 1')).toBeTruthy();
    expect(handle.shadow.querySelector('img')).toBeNull();
    expect(handle.shadow.innerHTML).not.toContain('javascript:');
  });

  it('links the tool to its directory page from the local record', async () => {
    const { inCard } = await expand();
    expect(inCard.getByRole('link', { name: 'Open in Toolscout directory' }).getAttribute('href')).toBe(
      'https://directory.example/tools/writely',
    );
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
    await waitFor(() => expect(received).toContainEqual({ type: 'card/dismiss' }));
    expect(received).not.toContainEqual({ type: 'card/mute-site' });
    expect(hosts()).toHaveLength(0);
  });

  it('"Never on this site" tells the background and removes the card', async () => {
    const { received, inCard } = await expand();
    fireEvent.click(inCard.getByRole('button', { name: 'Never on this site' }));
    await waitFor(() => expect(received).toContainEqual({ type: 'card/mute-site' }));
    expect(received).not.toContainEqual({ type: 'card/dismiss' });
    expect(hosts()).toHaveLength(0);
  });

  it('offers three steps in order, each saying what it does, and "Hide until something changes" names no tool', async () => {
    const { received, inCard } = await expand();
    const steps = within(inCard.getByRole('button', { name: 'Dismiss' }).parentElement as HTMLElement)
      .getAllByRole('button')
      .map((button) => [button.textContent, button.getAttribute('title')]);
    expect(steps).toEqual([
      ['Dismiss', 'Hide the card in this tab until the tab is closed'],
      [
        'Hide until something changes',
        'Keep the card away on this site until a sync brings a new rating, price or alternatives for this tool',
      ],
      ['Never on this site', 'Never show the card on this site (you can undo this in Toolscout’s settings)'],
    ]);
    fireEvent.click(inCard.getByRole('button', { name: 'Hide until something changes' }));
    // The background reads the tool from the tab's URL: the card sends no slug.
    await waitFor(() => expect(received).toContainEqual({ type: 'card/hide-until-change' }));
    expect(received).not.toContainEqual({ type: 'card/mute-site' });
  });

  it('the Tab order follows what is seen, top to bottom: collapse, the alternatives, the three steps, then the footer', async () => {
    const { card } = await expand(onSite());
    const focusable = [...card.querySelectorAll<HTMLElement>('a[href], button')].filter(
      (element) => element.tabIndex >= 0,
    );
    expect(focusable.map((element) => element.textContent || element.getAttribute('aria-label'))).toEqual([
      'Collapse',
      'Alt Tool 1',
      'Alt Tool 2',
      'Dismiss',
      'Hide until something changes',
      'Never on this site',
      'Not this tool',
      'Open in Toolscout directory',
    ]);
    // No element of the card takes itself out of the page's order or jumps ahead in it.
    expect(card.querySelectorAll('[tabindex]:not([tabindex="-1"])')).toHaveLength(0);
  });
});

describe('on-page card: back after "Hide until something changes"', () => {
  type Changes = NonNullable<CardSummary['changes']>;
  const cameBack = (changes: Changes): Answers => ({
    summary: { ok: true, data: { tool: localTool(), opensWithRequest: false, changes } },
  });

  it('says at its top what changed, in plain words', async () => {
    const { inCard, card } = await expand(
      cameBack({
        rating: { from: { average: 4.2, count: 100 }, to: { average: 4.4, count: 130 } },
        price: { from: { type: 'free', amount: null }, to: { type: 'paid', amount: 10 } },
        alternatives: true,
      }),
    );
    const note = inCard.getByRole('list', { name: 'Changed since you hid it' });
    expect(
      within(note)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Rating 4.2 → 4.4', 'Price: Free → Paid · from $10', 'Its alternatives changed']);
    // Right under the tool line, before its alternatives.
    const name = inCard.getByRole('heading', { name: /Writely/ });
    const alternatives = inCard.getByRole('list', { name: 'Alternatives' });
    expect(name.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(note.compareDocumentPosition(alternatives) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(card.textContent).toContain('Changed since you hid it');
  });

  it('says how many rated when the shown average stayed', async () => {
    const moved = await expand(
      cameBack({
        rating: { from: { average: 4.2, count: 100 }, to: { average: 4.21, count: 1_300 } },
        price: null,
        alternatives: false,
      }),
    );
    expect(moved.inCard.getByRole('list', { name: 'Changed since you hid it' }).textContent).toBe(
      'Ratings 100 → 1,300',
    );
  });

  it('says nothing of changes on a plain card', async () => {
    const { inCard } = await expand();
    expect(inCard.queryByRole('list', { name: 'Changed since you hid it' })).toBeNull();
    expect(inCard.queryByText('Changed since you hid it')).toBeNull();
  });
});

describe('on-page card: why it appeared, and "Not this tool"', () => {
  it('says which rule matched, in plain words in the footer, with "Not this tool" beside it', async () => {
    const { inCard } = await expand(onSite());
    const why = inCard.getByText(/^You are on writely\.example, /);
    expect(why.textContent).toBe('You are on writely.example, Writely’s website.');
    const button = inCard.getByRole('button', { name: 'Not this tool' });
    expect(button.getAttribute('aria-describedby')).toBe(why.id);
    // The way to report a wrong website is beside it.
    const link = inCard.getByRole('link', { name: 'Open in Toolscout directory' });
    expect(link.parentElement?.textContent).toMatch(/a wrong website can be reported there/);
  });

  it.each<[Why, string]>([
    [
      { rule: 'subdomain', host: 'docs.writely.example', website: 'writely.example', query: [] },
      'You are on docs.writely.example, part of writely.example, Writely’s website.',
    ],
    [
      { rule: 'path', host: 'github.com', path: '/features/copilot', query: [] },
      'Pages under github.com/features/copilot are Writely’s website.',
    ],
    [
      { rule: 'path', host: 'play.google.com', path: '/store/apps/details', query: [['id', 'com.w']] },
      'Pages at play.google.com/store/apps/details with id=com.w are Writely’s website.',
    ],
  ])('words the %o rule', async (why, text) => {
    const { inCard } = await expand(onSite(why));
    const sentence = inCard.getByText((_, element) => element?.classList.contains('ts-why__text') ?? false);
    expect(sentence.textContent).toBe(text);
    // The name is set apart by CSS (unicode-bidi: isolate), not by bidi controls in the text.
    expect(sentence.querySelector('.ts-name')?.textContent).toBe('Writely');
    expect(sentence.textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });

  it('"Not this tool" tells the background and takes the card and its pill away at once', async () => {
    const { received, inCard, ui } = await expand(onSite());
    fireEvent.click(inCard.getByRole('button', { name: 'Not this tool' }));
    expect(ui.queryByRole('region')).toBeNull();
    expect(ui.queryByRole('button', { name: /^Toolscout: / })).toBeNull();
    await waitFor(() => expect(received).toContainEqual({ type: 'card/not-this-tool' }));
    expect(received).not.toContainEqual({ type: 'card/dismiss' });
  });

  it('no why, no button: a summary without one says nothing of it', async () => {
    const { inCard } = await expand();
    expect(inCard.queryByRole('button', { name: 'Not this tool' })).toBeNull();
    expect(inCard.queryByText(/website\.$/)).toBeNull();
  });
});

describe('on-page card: the Undo left after "Hide until something changes" and "Not this tool"', () => {
  const steps = [
    ['Hide until something changes', 'hide-until-change', 'Writely is hidden until something changes.'],
    ['Not this tool', 'not-this-tool', 'Writely is no longer matched here.'],
  ] as const;
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(steps)(
    'after "%s": says what was done, announces it, and Undo takes it back through the background; the pill comes back',
    async (label, step, message) => {
      const { received, inCard, ui, handle } = await expand(onSite());
      const button = inCard.getByRole('button', { name: label });
      // Taken from the keyboard: the focus is in the card, so it moves to the Undo (never from the page).
      button.focus();
      fireEvent.click(button);
      expect(ui.queryByRole('region')).toBeNull();
      expect(ui.queryByRole('button', { name: /^Toolscout: / })).toBeNull();
      const undo = ui.getByRole('button', { name: 'Undo' });
      expect(handle.shadow.activeElement).toBe(undo);
      // A status line that is there before it says anything, so a screen reader announces its words.
      const status = ui.getByRole('status');
      expect(status.textContent).toBe('');
      await waitFor(() => expect(status.textContent).toBe(message));
      // Its words name the strip, the Undo in it.
      expect(within(ui.getByRole('group', { name: message })).getByRole('button', { name: 'Undo' })).toBe(
        undo,
      );
      await waitFor(() => expect(received.map((request) => request.type)).toContain(`card/${step}`));

      fireEvent.click(undo);
      await waitFor(() => expect(received).toContainEqual({ type: 'card/undo', step }));
      const pill = await waitFor(() => ui.getByRole('button', { name: /^Toolscout: Writely, rated/ }));
      expect(pill.getAttribute('aria-expanded')).toBe('false');
      expect(handle.shadow.activeElement).toBe(pill);
      expect(ui.queryByRole('group')).toBeNull();
      expect(hosts()).toHaveLength(1);
    },
  );

  it('a step taken with the mouse leaves the focus where it was on the page', async () => {
    const field = document.createElement('input');
    document.body.append(field);
    const { inCard, handle, ui } = await expand(onSite());
    field.focus();
    fireEvent.click(inCard.getByRole('button', { name: 'Hide until something changes' }));
    expect(ui.getByRole('button', { name: 'Undo' })).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect(handle.shadow.activeElement).toBeNull();
  });

  it('goes from the page when its time is up, and waits while the pointer or the focus is on it', async () => {
    const { inCard, ui } = await expand(onSite());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(inCard.getByRole('button', { name: 'Not this tool' }));
    const strip = ui.getByRole('group');
    fireEvent.mouseEnter(strip);
    await vi.advanceTimersByTimeAsync(UNDO_MS * 2);
    expect(hosts()).toHaveLength(1);
    fireEvent.mouseLeave(strip);
    ui.getByRole('button', { name: 'Undo' }).focus();
    await vi.advanceTimersByTimeAsync(UNDO_MS * 2);
    expect(hosts()).toHaveLength(1);
    (ui.getByRole('button', { name: 'Undo' }) as HTMLElement).blur();
    await vi.advanceTimersByTimeAsync(UNDO_MS - 100);
    expect(hosts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(hosts()).toHaveLength(0);
  });

  it('Escape on it takes the card from the page at once; the shortcut to the card reaches its Undo', async () => {
    const pageKeys: string[] = [];
    document.addEventListener('keydown', (event) => pageKeys.push(event.key));
    const { inCard, ui, handle } = await expand(onSite());
    fireEvent.click(inCard.getByRole('button', { name: 'Hide until something changes' }));
    expect(handle.focus()).toBe(true);
    const undo = ui.getByRole('button', { name: 'Undo' });
    expect(handle.shadow.activeElement).toBe(undo);
    fireEvent.keyDown(undo, { key: 'Escape' });
    expect(hosts()).toHaveLength(0);
    expect(pageKeys).not.toContain('Escape');
  });

  it('an Undo the background refuses says so, keeps the focus in the strip, and leaves the pill away', async () => {
    const { inCard, ui, handle, received } = await expand({
      ...onSite(),
      undo: { ok: false, error: { kind: 'validation', message: 'Nothing here to undo.' } },
    });
    const hide = inCard.getByRole('button', { name: 'Hide until something changes' });
    hide.focus();
    fireEvent.click(hide);
    fireEvent.click(ui.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(received).toContainEqual({ type: 'card/undo', step: 'hide-until-change' }));
    const failed = 'Could not undo here. Toolscout’s settings list it.';
    await waitFor(() => expect(ui.getByRole('status').textContent).toBe(failed));
    expect(ui.getByRole('group', { name: failed })).toBeTruthy();
    expect(ui.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(handle.shadow.activeElement).toBe(ui.getByRole('group'));
    expect(ui.queryByRole('button', { name: /^Toolscout: / })).toBeNull();
  });

  it('a card from a results page has neither step, so no Undo: Dismiss only closes it', async () => {
    const received = background();
    const handle = mountCard(
      { tool: localTool(), opensWithRequest: false },
      { mode: 'open', chosenSlug: 'writely' },
    );
    mounted.push(handle);
    const ui = within(handle.shadow as unknown as HTMLElement);
    await waitFor(() => ui.getByRole('region'));
    expect(ui.queryByRole('button', { name: 'Hide until something changes' })).toBeNull();
    expect(ui.queryByRole('button', { name: 'Not this tool' })).toBeNull();
    fireEvent.click(ui.getByRole('button', { name: 'Dismiss' }));
    expect(hosts()).toHaveLength(0);
    expect(received.map((request) => request.type)).not.toContain('card/dismiss');
  });
});
