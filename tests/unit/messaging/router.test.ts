// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createMessageRouter, type Handlers } from '../../../lib/background/router';
import { classifySender } from '../../../lib/common/sender';

const EXTENSION_ID = 'abcdefghijklmnop';
const ORIGIN = `chrome-extension://${EXTENSION_ID}/`;

function handlersWith(overrides: Partial<Handlers>): Handlers {
  const unexpected = vi.fn(async () => {
    throw new Error('unexpected handler call');
  });
  return new Proxy(overrides as Handlers, {
    get: (target, key: string) => (target as Record<string, unknown>)[key] ?? unexpected,
  });
}

describe('sender classification', () => {
  it('tells extension pages, the card in a tab, and strangers apart', () => {
    expect(classifySender({ id: EXTENSION_ID, url: `${ORIGIN}popup.html` }, EXTENSION_ID, ORIGIN)).toEqual({
      kind: 'extension-page',
    });
    // The options page open in a tab is still an extension page.
    expect(
      classifySender(
        { id: EXTENSION_ID, url: `${ORIGIN}options.html`, tab: { id: 4, url: `${ORIGIN}options.html` } },
        EXTENSION_ID,
        ORIGIN,
      ),
    ).toEqual({ kind: 'extension-page' });
    expect(
      classifySender(
        { id: EXTENSION_ID, url: 'https://a.com/', frameId: 0, tab: { id: 9, url: 'https://a.com/' } },
        EXTENSION_ID,
        ORIGIN,
      ),
    ).toEqual({ kind: 'content-script', tabId: 9, pageUrl: 'https://a.com/' });
    expect(
      classifySender(
        { id: EXTENSION_ID, url: 'https://a.com/f', frameId: 3, tab: { id: 9, url: 'https://a.com/' } },
        EXTENSION_ID,
        ORIGIN,
      ).kind,
    ).toBe('foreign');
    expect(classifySender({ id: 'other', url: `${ORIGIN}popup.html` }, EXTENSION_ID, ORIGIN).kind).toBe(
      'foreign',
    );
  });

  it('takes a message with no sender at all for a stranger’s, without throwing (found by fuzzing)', () => {
    // tests/unit/fuzz/router.fuzz.test.ts shrank it to { type: 'ping' } with no sender: the listener threw.
    expect(classifySender(undefined, EXTENSION_ID, ORIGIN)).toEqual({ kind: 'foreign' });
    expect(classifySender({}, EXTENSION_ID, ORIGIN)).toEqual({ kind: 'foreign' });
  });
});

describe('message router', () => {
  it('validates requests before any handler runs', async () => {
    const search = vi.fn(async () => ({
      ok: true as const,
      data: { items: [], next: null, total: 0, page: 1 },
    }));
    const route = createMessageRouter(handlersWith({ search }));
    const page = { kind: 'extension-page' } as const;
    expect(await route({ type: 'search', q: 'a' }, page)).toMatchObject({
      ok: false,
      error: { kind: 'validation' },
    });
    expect(await route({ type: 'search', q: 42 }, page)).toMatchObject({
      ok: false,
      error: { kind: 'validation' },
    });
    expect(await route('search', page)).toMatchObject({ ok: false, error: { kind: 'validation' } });
    expect(search).not.toHaveBeenCalled();
    expect(await route({ type: 'search', q: 'video' }, page)).toMatchObject({ ok: true });
    expect(search).toHaveBeenCalledOnce();
  });

  it('lets a content script ask only about its own tab', async () => {
    const cardAlternatives = vi.fn(async () => ({
      ok: false as const,
      error: { kind: 'not-found' as const, message: 'x' },
    }));
    const getToken = vi.fn();
    const route = createMessageRouter(
      handlersWith({ 'card/alternatives': cardAlternatives, 'settings/get': getToken }),
    );
    const card = { kind: 'content-script', tabId: 3, pageUrl: 'https://jasper.ai/' } as const;
    expect(await route({ type: 'settings/get' }, card)).toMatchObject({
      ok: false,
      error: { kind: 'validation' },
    });
    expect(await route({ type: 'search', q: 'video' }, card)).toMatchObject({ ok: false });
    expect(getToken).not.toHaveBeenCalled();
    // A URL in the message is dropped: the handler only ever sees the tab the browser reports. (A slug is
    // passed on; the handler honours it only on a results page the person allowed, read from that tab.)
    await route({ type: 'card/alternatives', url: 'https://evil.example/' }, card);
    expect(cardAlternatives).toHaveBeenCalledWith({ type: 'card/alternatives' }, card);
  });

  it('keeps the request log from content scripts: it says what the person looked for', async () => {
    const list = vi.fn(async () => ({ ok: true as const, data: [] }));
    const clear = vi.fn(async () => ({ ok: true as const, data: null }));
    const route = createMessageRouter(handlersWith({ 'requests/list': list, 'requests/clear': clear }));
    const card = { kind: 'content-script', tabId: 3, pageUrl: 'https://jasper.ai/' } as const;
    expect(await route({ type: 'requests/list' }, card)).toMatchObject({ ok: false });
    expect(await route({ type: 'requests/clear' }, card)).toMatchObject({ ok: false });
    expect(list).not.toHaveBeenCalled();
    expect(clear).not.toHaveBeenCalled();
    expect(await route({ type: 'requests/list' }, { kind: 'extension-page' })).toEqual({
      ok: true,
      data: [],
    });
  });

  it('refuses card messages from extension pages and everything from strangers', async () => {
    const route = createMessageRouter(handlersWith({}));
    expect(await route({ type: 'card/dismiss' }, { kind: 'extension-page' })).toMatchObject({ ok: false });
    expect(await route({ type: 'ping' }, { kind: 'foreign' })).toMatchObject({ ok: false });
  });

  it('turns a handler crash into an error answer', async () => {
    const route = createMessageRouter(
      handlersWith({
        ping: async () => {
          throw new Error('boom');
        },
      }),
    );
    expect(await route({ type: 'ping' }, { kind: 'extension-page' })).toMatchObject({
      ok: false,
      error: { kind: 'bad-response' },
    });
  });
});
