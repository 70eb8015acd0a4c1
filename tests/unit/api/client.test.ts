// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  backoffDelay,
  createApiClient,
  DEFAULT_TIMEOUT_MS,
  INTERACTIVE_TIMEOUT_MS,
  MAX_BODY_BYTES,
} from '../../../lib/api/client';
import { DEFAULT_ERROR_MESSAGES } from '../../../lib/api/errors';
import type { Result } from '../../../lib/api/model';
import { readBody } from '../../../lib/api/read-body';
import {
  type Priority,
  RateLimitedError,
  type RequestGate,
  type ResponseInfo,
} from '../../../lib/api/request-gate';
import {
  BASE_URL,
  bareCategories,
  barePage,
  categoryTree,
  laravelCategories,
  laravelPage,
  modelTool,
  wireTool,
} from '../../support/api-fixtures';
import { eventually } from '../../support/eventually';

const NOW = Date.parse('2025-06-01T12:00:00Z');
const TOKEN = 'tok_SECRET_9f8e7d6c5b4a';

interface Call {
  url: string;
  init: RequestInit;
}

type Answer = (call: Call, index: number) => Response | Promise<Response>;

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

function text(body: string, status: number, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers });
}

function setup(
  answer: Answer,
  options: { token?: string | null; baseUrl?: string; gate?: RequestGate } = {},
) {
  const calls: Call[] = [];
  const acquired: Priority[] = [];
  const reports: ResponseInfo[] = [];
  const sleeps: number[] = [];
  const gate: RequestGate = options.gate ?? {
    acquire: async (priority) => {
      acquired.push(priority);
    },
    report: async (info) => {
      reports.push(info);
    },
  };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const call = { url: String(input), init: init ?? {} };
    calls.push(call);
    return answer(call, calls.length - 1);
  };
  const client = createApiClient({
    baseUrl: options.baseUrl ?? BASE_URL,
    token: options.token === undefined ? TOKEN : options.token,
    gate,
    fetch,
    timeoutMs: 20,
    now: () => NOW,
    random: () => 0.5,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });
  return { client, calls, acquired, reports, sleeps };
}

function errorOf<T>(result: Result<T>) {
  if (result.ok) throw new Error('expected a failure');
  return result.error;
}

function dataOf<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected data, got ${result.error.kind}`);
  return result.data;
}

const networkDown: Answer = () => Promise.reject(new TypeError('Failed to fetch'));

describe('requests', () => {
  it('sends a GET with the token, JSON accept, no credentials, no referrer, no cache, a timeout signal', async () => {
    const { client, calls } = setup(() => json({ data: wireTool('jasper') }));
    await client.getTool('jasper', 'interactive', 'detail');
    expect(calls).toHaveLength(1);
    const init: RequestInit = calls[0]?.init ?? {};
    expect(init.method).toBe('GET');
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(headers.get('Accept')).toBe('application/json');
    expect(init.credentials).toBe('omit');
    expect(init.referrerPolicy).toBe('no-referrer');
    expect(init.cache).toBe('no-store');
    expect(init.redirect).toBe('manual');
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it.each([BASE_URL, `${BASE_URL}/`, ` ${BASE_URL}?x=1#top`])(
    'joins paths onto the base URL %j',
    async (baseUrl) => {
      const { client, calls } = setup(() => json([]), { baseUrl });
      await client.getAlternatives('jasper', 'interactive', 'card');
      await client.getCategories('interactive', 'categories');
      expect(calls.map((call) => call.url)).toEqual([
        `${BASE_URL}/tools/jasper/alternatives`,
        `${BASE_URL}/categories`,
      ]);
    },
  );

  it('encodes slugs and query values, clamps per_page, sends verified as 1', async () => {
    const { client, calls } = setup(() => json(laravelPage([], 1, 1)));
    await client.getTool('a/b c?', 'interactive', 'detail');
    await client.listTools(
      { page: 2, perPage: 500, category: 'a&b c', subcategory: 'x/y', verified: true },
      'background',
      'sync',
    );
    await client.listTools({ verified: false, perPage: 0 }, 'background', 'sync');
    await client.search('  chat gpt & co #1 ', { page: 3, perPage: 10 }, 'interactive', 'search');
    expect(calls[0]?.url).toBe(`${BASE_URL}/tools/a%2Fb%20c%3F`);
    const listing = new URL(calls[1]?.url ?? '');
    expect(listing.pathname).toBe('/api/v1/tools');
    expect(Object.fromEntries(listing.searchParams)).toEqual({
      page: '2',
      per_page: '100',
      category: 'a&b c',
      subcategory: 'x/y',
      verified: '1',
    });
    expect(Object.fromEntries(new URL(calls[2]?.url ?? '').searchParams)).toEqual({ per_page: '1' });
    const search = new URL(calls[3]?.url ?? '');
    expect(search.pathname).toBe('/api/v1/search');
    expect(Object.fromEntries(search.searchParams)).toEqual({
      q: 'chat gpt & co #1',
      page: '3',
      per_page: '10',
    });
  });

  it.each(['', ' ', '.', '..'])('refuses the slug %j without a request', async (slug) => {
    const { client, calls } = setup(() => json({ data: wireTool('x') }));
    expect(errorOf(await client.getTool(slug, 'interactive', 'detail')).kind).toBe('not-found');
    expect(errorOf(await client.getAlternatives(slug, 'interactive', 'card')).kind).toBe('not-found');
    expect(calls).toHaveLength(0);
  });

  it.each(['a', ' x ', 'q'.repeat(121)])(
    'refuses the search %j without a request (the API would say 422)',
    async (q) => {
      const { client, calls } = setup(() => json([]));
      expect(errorOf(await client.search(q, {}, 'interactive', 'search')).kind).toBe('validation');
      expect(calls).toHaveLength(0);
    },
  );

  it.each([null, '', '   '])('answers no-token for the token %j without any request', async (token) => {
    const { client, calls, acquired } = setup(() => json([]), { token });
    const results = await Promise.all([
      client.getTool('jasper', 'interactive', 'detail'),
      client.listTools({}, 'background', 'sync'),
      client.getAlternatives('jasper', 'interactive', 'card'),
      client.getCategories('interactive', 'categories'),
      client.search('chat', {}, 'interactive', 'search'),
      client.getPage(`${BASE_URL}/tools?page=2`, 'background', 'sync'),
    ]);
    expect(results.map((result) => (result.ok ? null : result.error.kind))).toEqual(
      Array(6).fill('no-token'),
    );
    expect(calls).toHaveLength(0);
    expect(acquired).toHaveLength(0);
  });

  it('refuses a token that cannot be sent in a header, without a request', async () => {
    const { client, calls } = setup(() => json([]), { token: 'abc\ndef' });
    expect(errorOf(await client.getCategories('interactive', 'categories')).kind).toBe('unauthorized');
    expect(calls).toHaveLength(0);
  });

  it.each([
    'http://directory.example/api/v1',
    'ftp://directory.example/api/v1',
    'https://user:pw@directory.example/api/v1',
    'directory.example/api/v1',
  ])('sends nothing to the insecure or invalid base URL %j', async (baseUrl) => {
    const { client, calls } = setup(() => json([]), { baseUrl });
    expect(errorOf(await client.getCategories('interactive', 'categories')).kind).toBe('bad-response');
    expect(calls).toHaveLength(0);
  });
});

describe('response shapes', () => {
  it('reads the laravel shape end to end', async () => {
    const { client } = setup(({ url }) => {
      if (url.endsWith('/categories')) return json(laravelCategories);
      if (url.endsWith('/alternatives')) return json({ data: ['a', 'b', 'c'].map((slug) => wireTool(slug)) });
      if (url.includes('/tools/')) return json({ data: wireTool('a') });
      return json(laravelPage(['a', 'b'], 1, 2));
    });
    expect(dataOf(await client.getTool('a', 'interactive', 'detail'))).toEqual(modelTool('a'));
    expect(dataOf(await client.getAlternatives('a', 'interactive', 'card'))).toEqual([
      modelTool('b'),
      modelTool('c'),
    ]);
    expect(dataOf(await client.getCategories('interactive', 'categories'))).toEqual(categoryTree);
    expect(dataOf(await client.listTools({}, 'background', 'sync'))).toEqual({
      items: [modelTool('a'), modelTool('b')],
      next: `${BASE_URL}/tools?page=2`,
      total: 26,
      page: 1,
    });
  });

  it('reads the bare shape end to end', async () => {
    const { client } = setup(({ url }) => {
      if (url.endsWith('/categories')) return json(bareCategories);
      if (url.endsWith('/alternatives')) return json(['a', 'b'].map((slug) => wireTool(slug)));
      if (url.includes('/tools/')) return json(wireTool('a'));
      if (url.includes('/search')) return json([wireTool('c')]);
      return json(barePage(['z'], 2, 2));
    });
    expect(dataOf(await client.getTool('a', 'interactive', 'detail'))).toEqual(modelTool('a'));
    expect(dataOf(await client.getAlternatives('a', 'interactive', 'card'))).toEqual([modelTool('b')]);
    expect(dataOf(await client.getCategories('interactive', 'categories'))).toEqual(categoryTree);
    expect(dataOf(await client.listTools({ page: 2 }, 'background', 'sync')).next).toBeNull();
    expect(dataOf(await client.search('chat', {}, 'interactive', 'search'))).toEqual({
      items: [modelTool('c')],
      next: null,
      total: null,
      page: null,
    });
  });

  it('keeps at most 5 alternatives', async () => {
    const { client } = setup(() => json(['b', 'c', 'd', 'e', 'f', 'g', 'h'].map((slug) => wireTool(slug))));
    expect(dataOf(await client.getAlternatives('a', 'interactive', 'card'))).toHaveLength(5);
  });

  it.each([
    ['truncated JSON', () => text('{"data": {"slug": "a", "na', 200)],
    ['an empty body', () => text('', 200)],
    ['a number where the name is', () => json({ data: wireTool('a', { name: 5 }) })],
    ['an HTML page with status 200', () => text('<html><body>Welcome</body></html>', 200)],
  ])('answers bad-response for %s, without retrying', async (_, answer) => {
    const { client, calls } = setup(answer);
    const error = errorOf(await client.getTool('a', 'background', 'sync'));
    expect(error.kind).toBe('bad-response');
    expect(error.message).toBe(DEFAULT_ERROR_MESSAGES['bad-response']);
    expect(calls).toHaveLength(1);
  });
});

describe('errors', () => {
  it.each([
    [401, { message: 'Unauthenticated.' }, 'unauthorized', 'Unauthenticated.'],
    [404, { message: 'Not Found' }, 'not-found', 'Not Found'],
    [
      422,
      { message: 'The q field must be at least 2 characters.', errors: { q: ['The q field must be…'] } },
      'validation',
      'The q field must be at least 2 characters.',
    ],
    [403, { message: 'Forbidden.' }, 'bad-response', 'Forbidden.'],
    [400, 'not json', 'bad-response', DEFAULT_ERROR_MESSAGES['bad-response']],
  ])('maps %i to its kind, uses the message, never retries', async (status, body, kind, message) => {
    const { client, calls } = setup(() =>
      typeof body === 'string' ? text(body, status) : json(body, status),
    );
    expect(await client.getTool('a', 'background', 'sync')).toEqual({
      ok: false,
      error: { kind, message, status },
    });
    expect(calls).toHaveLength(1);
  });

  it('uses a clear default for a non-JSON error page', async () => {
    const { client } = setup(() => text('<!doctype html><h1>502 Bad Gateway</h1>', 502));
    expect(errorOf(await client.getCategories('interactive', 'categories'))).toEqual({
      kind: 'server',
      message: DEFAULT_ERROR_MESSAGES.server,
      status: 502,
    });
  });

  it('treats a redirect as a bad response, without following or retrying it', async () => {
    const { client, calls } = setup(() => text('', 302, { Location: 'https://elsewhere.example/' }));
    expect(errorOf(await client.getCategories('background', 'sync')).kind).toBe('bad-response');
    expect(calls).toHaveLength(1);
  });

  it('answers 429 with an HTTP-date Retry-After as rate-limited until then, without retrying', async () => {
    const retryAfter = new Date(NOW + 30_000).toUTCString();
    const { client, calls, reports } = setup(() =>
      json({ message: 'Too Many Attempts.' }, 429, { 'Retry-After': retryAfter }),
    );
    expect(errorOf(await client.getTool('a', 'background', 'sync'))).toEqual({
      kind: 'rate-limited',
      message: 'Too Many Attempts.',
      status: 429,
      retryAt: NOW + 30_000,
    });
    expect(calls).toHaveLength(1);
    expect(reports).toEqual([{ status: 429, retryAfterMs: 30_000 }]);
  });

  it('answers 429 without Retry-After as rate-limited for 60 s', async () => {
    const { client, reports } = setup(() => text('', 429));
    expect(errorOf(await client.getTool('a', 'interactive', 'detail')).retryAt).toBe(NOW + 60_000);
    expect(reports).toEqual([{ status: 429, retryAfterMs: 60_000 }]);
  });

  it('reports X-RateLimit headers and Retry-After of every answer to the gate', async () => {
    const { client, reports } = setup((_, index) =>
      index === 0
        ? json([], 200, { 'X-RateLimit-Limit': '60', 'X-RateLimit-Remaining': '59' })
        : json({ message: 'x' }, 404, { 'X-RateLimit-Remaining': 'lots' }),
    );
    await client.getAlternatives('a', 'interactive', 'card');
    await client.getTool('a', 'interactive', 'detail');
    expect(reports).toEqual([{ status: 200, limit: 60, remaining: 59 }, { status: 404 }]);
  });

  it('answers rate-limited with retryAt when the gate refuses, without a request', async () => {
    const calls: string[] = [];
    const gate: RequestGate = {
      acquire: () => Promise.reject(new RateLimitedError(NOW + 5_000)),
      report: async () => undefined,
    };
    const { client } = setup(
      ({ url }) => {
        calls.push(url);
        return json([]);
      },
      { gate },
    );
    expect(errorOf(await client.getCategories('interactive', 'categories'))).toEqual({
      kind: 'rate-limited',
      message: DEFAULT_ERROR_MESSAGES['rate-limited'],
      retryAt: NOW + 5_000,
    });
    expect(calls).toHaveLength(0);
  });

  it('still answers when reporting to the gate fails', async () => {
    const gate: RequestGate = {
      acquire: async () => undefined,
      report: () => Promise.reject(new Error('boom')),
    };
    const { client } = setup(() => json({ data: wireTool('a') }), { gate });
    expect(dataOf(await client.getTool('a', 'interactive', 'detail'))).toEqual(modelTool('a'));
  });

  it('never puts the token in an error message', async () => {
    const echo = `Token ${TOKEN} is revoked`;
    const answers: Answer[] = [
      () => json({ message: echo }, 401),
      () => json({ message: '', errors: { token: [echo] } }, 422),
      () => json({ message: echo }, 429),
      () => json({ message: echo }, 500),
      () => text(`<pre>${TOKEN}</pre>`, 503),
      () => text(`{"data": "${TOKEN}`, 200),
      () => Promise.reject(new TypeError(`Failed to fetch with ${TOKEN}`)),
    ];
    for (const answer of answers) {
      const { client } = setup(answer);
      const result = await client.getTool('a', 'background', 'sync');
      expect(result.ok).toBe(false);
      expect(JSON.stringify(result)).not.toContain(TOKEN);
      expect(errorOf(result).message.length).toBeGreaterThan(0);
    }
  });
});

describe('retries', () => {
  it.each([
    ['interactive', 2],
    ['background', 3],
  ] as const)(
    '%s: a lost connection is tried %i times in all, each through the gate',
    async (priority, tries) => {
      const { client, calls, acquired, sleeps } = setup(networkDown);
      expect(errorOf(await client.getTool('a', priority, 'detail'))).toEqual({
        kind: 'offline',
        message: DEFAULT_ERROR_MESSAGES.offline,
      });
      expect(calls).toHaveLength(tries);
      expect(acquired).toEqual(Array(tries).fill(priority));
      // Full jitter with random() = 0.5: half of 1 s, then half of 2 s.
      expect(sleeps).toEqual([500, 1_000].slice(0, tries - 1));
    },
  );

  it.each([
    ['interactive', 2],
    ['background', 3],
  ] as const)('%s: a 5xx is tried %i times in all', async (priority, tries) => {
    const { client, calls } = setup(() => json({ message: 'Server Error' }, 503));
    expect(errorOf(await client.getCategories(priority, 'categories'))).toEqual({
      kind: 'server',
      message: 'Server Error',
      status: 503,
    });
    expect(calls).toHaveLength(tries);
  });

  it('answers with the data when a retry succeeds', async () => {
    const { client, calls } = setup((_, index) =>
      index === 0 ? text('', 500) : json({ data: wireTool('a') }),
    );
    expect(dataOf(await client.getTool('a', 'interactive', 'detail'))).toEqual(modelTool('a'));
    expect(calls).toHaveLength(2);
  });

  it.each([400, 401, 403, 404, 422, 429])('never retries a %i', async (status) => {
    const { client, calls } = setup(() => json({ message: 'no' }, status));
    await client.getTool('a', 'background', 'sync');
    expect(calls).toHaveLength(1);
  });

  const silent: Answer = ({ init }) =>
    new Promise<Response>((_, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    });

  it('answers a timeout of an interactive request as timeout, without a second attempt', async () => {
    const { client, calls, sleeps } = setup(silent);
    expect(errorOf(await client.getTool('a', 'interactive', 'detail'))).toEqual({
      kind: 'timeout',
      message: DEFAULT_ERROR_MESSAGES.timeout,
    });
    expect(calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
    expect(calls.every((call) => call.init.signal?.aborted)).toBe(true);
  });

  it('retries a timeout of a background request', async () => {
    const { client, calls } = setup(silent);
    expect(errorOf(await client.getTool('a', 'background', 'sync')).kind).toBe('timeout');
    expect(calls).toHaveLength(3);
  });

  it('gives interactive requests the short timeout and background ones the long one', async () => {
    vi.useFakeTimers();
    try {
      const fetch = async (input: RequestInfo | URL, init?: RequestInit) =>
        silent({ url: String(input), init: init ?? {} }, 0);
      const timedOutAfter: number[] = [];
      const gate: RequestGate = { acquire: async () => undefined, report: async () => undefined };
      const client = createApiClient({ baseUrl: BASE_URL, token: TOKEN, gate, fetch, sleep: async () => {} });
      for (const priority of ['interactive', 'background'] as const) {
        const started = Date.now();
        const pending = client.getCategories(priority, 'categories');
        let settled = false;
        void pending.then((result) => {
          expect(errorOf(result).kind).toBe('timeout');
          settled = true;
          timedOutAfter.push(Date.now() - started);
        });
        while (!settled) await vi.advanceTimersByTimeAsync(250);
      }
      expect(INTERACTIVE_TIMEOUT_MS).toBeLessThan(5_000);
      // Background: three attempts of DEFAULT_TIMEOUT_MS each (the sleeps between them are skipped).
      expect(timedOutAfter[0]).toBe(INTERACTIVE_TIMEOUT_MS);
      expect(timedOutAfter[1]).toBe(3 * DEFAULT_TIMEOUT_MS);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts a body cut off after the headers as offline', async () => {
    const broken = {
      status: 200,
      ok: true,
      headers: new Headers(),
      text: () => Promise.reject(new TypeError('terminated')),
    } as unknown as Response;
    const { client, calls } = setup(() => broken);
    expect(errorOf(await client.getTool('a', 'background', 'sync')).kind).toBe('offline');
    expect(calls).toHaveLength(3);
  });

  it('grows the backoff ceiling exponentially up to a cap', () => {
    expect([1, 2, 3, 4, 5, 6].map((failed) => backoffDelay(failed, () => 0.999_999))).toEqual([
      999, 1_999, 3_999, 7_999, 7_999, 7_999,
    ]);
    expect(backoffDelay(3, () => 0)).toBe(0);
  });
});

describe('coalescing', () => {
  it('sends one request for identical concurrent calls and answers both', async () => {
    let release: (response: Response) => void = () => undefined;
    const { client, calls } = setup(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    const first = client.getTool('a', 'interactive', 'detail');
    const second = client.getTool('a', 'background', 'sync');
    await eventually(() => expect(calls).toHaveLength(1));
    release(json({ data: wireTool('a') }));
    const results = await Promise.all([first, second]);
    expect(results.map(dataOf)).toEqual([modelTool('a'), modelTool('a')]);
    expect(calls).toHaveLength(1);
    // Each caller gets its own copy.
    expect(dataOf(results[0] ?? { ok: false, error: { kind: 'offline', message: '' } })).not.toBe(
      dataOf(results[1] ?? { ok: false, error: { kind: 'offline', message: '' } }),
    );
  });

  it('does not coalesce different URLs, nor calls after the first one finished', async () => {
    const { client, calls } = setup(({ url }) => json({ data: wireTool(url.split('/').pop() ?? '') }));
    await Promise.all([
      client.getTool('a', 'interactive', 'detail'),
      client.getTool('b', 'interactive', 'detail'),
    ]);
    await client.getTool('a', 'interactive', 'detail');
    expect(calls).toHaveLength(3);
  });

  it('lets an interactive caller overtake the background request it joins', async () => {
    const acquired: Priority[] = [];
    const gate: RequestGate = {
      // The background budget is exhausted: that slot never comes.
      acquire: (priority) => {
        acquired.push(priority);
        return priority === 'background' ? new Promise<void>(() => undefined) : Promise.resolve();
      },
      report: async () => undefined,
    };
    const { client, calls } = setup(() => json({ data: wireTool('a') }), { gate });
    const background = client.getTool('a', 'background', 'sync');
    await eventually(() => expect(acquired).toEqual(['background']));
    const interactive = client.getTool('a', 'interactive', 'detail');
    expect(dataOf(await interactive)).toEqual(modelTool('a'));
    expect(dataOf(await background)).toEqual(modelTool('a'));
    expect(acquired).toEqual(['background', 'interactive']);
    expect(calls).toHaveLength(1);
  });
});

describe('getPage', () => {
  it('follows a next link under the base URL', async () => {
    const { client, calls } = setup(() => json(laravelPage(['c'], 2, 2)));
    const page = dataOf(await client.getPage(`${BASE_URL}/tools?page=2#frag`, 'background', 'sync'));
    expect(page.items).toEqual([modelTool('c')]);
    expect(calls.map((call) => call.url)).toEqual([`${BASE_URL}/tools?page=2`]);
  });

  it.each([
    'https://evil.example/api/v1/tools?page=2',
    'https://directory.example.evil.example/api/v1/tools?page=2',
    'http://directory.example/api/v1/tools?page=2',
    'https://directory.example:8443/api/v1/tools?page=2',
    'https://directory.example/api/v10/tools?page=2',
    'https://directory.example/admin/tools',
    'https://directory.example/api/v1/../../admin',
    '/api/v1/tools?page=2',
    'javascript:alert(1)',
    'not a url',
  ])('refuses %j without sending anything', async (nextUrl) => {
    const { client, calls, acquired } = setup(() => json([]));
    expect(errorOf(await client.getPage(nextUrl, 'background', 'sync')).kind).toBe('bad-response');
    expect(calls).toHaveLength(0);
    expect(acquired).toHaveLength(0);
  });
});

describe('response size', () => {
  /** A body of `chunks` pieces of `size` bytes, counting how many were pulled from the network. */
  function streamed(chunks: number, size: number, headers: Record<string, string> = {}) {
    const pulled = { count: 0, cancelled: false };
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled.count === chunks) return controller.close();
        pulled.count += 1;
        controller.enqueue(new Uint8Array(size).fill(0x20));
      },
      cancel() {
        pulled.cancelled = true;
      },
    });
    return { response: new Response(body, { status: 200, headers }), pulled };
  }

  it('stops reading and cancels the download as soon as the bytes pass the cap', async () => {
    const { response, pulled } = streamed(1_000, 100_000); // 100 MB offered
    expect(await readBody(response, 1_000_000)).toBeNull();
    expect(pulled.count).toBe(11);
    expect(pulled.cancelled).toBe(true);
  });

  it('refuses a Content-Length above the cap without reading the body', async () => {
    const { response, pulled } = streamed(10, 100, { 'Content-Length': '2000000' });
    expect(await readBody(response, 1_000_000)).toBeNull();
    expect(pulled.count).toBe(0);
  });

  it('reads a body within the cap whole, multi-byte characters split across chunks included', async () => {
    const bytes = new TextEncoder().encode('{"name":"Café ✓"}');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(new Uint8Array([byte]));
        controller.close();
      },
    });
    expect(await readBody(new Response(body), bytes.length)).toBe('{"name":"Café ✓"}');
    expect(await readBody(new Response('abc'), 2)).toBeNull();
  });

  it('answers an oversized listing as bad-response, once, without a retry', async () => {
    const { client, calls } = setup(() => streamed(400, 50_000).response);
    expect(MAX_BODY_BYTES).toBeLessThan(400 * 50_000);
    const error = errorOf(await client.listTools({}, 'background', 'sync'));
    expect(error.kind).toBe('bad-response');
    expect(error.message).toMatch(/too large/);
    expect(calls).toHaveLength(1);
  });

  it('answers an error status with a huge body by its kind, with the default message', async () => {
    const { client } = setup(() => text('x'.repeat(200_000), 503));
    expect(errorOf(await client.getTool('a', 'background', 'sync'))).toEqual({
      kind: 'server',
      message: DEFAULT_ERROR_MESSAGES.server,
      status: 503,
    });
  });
});
