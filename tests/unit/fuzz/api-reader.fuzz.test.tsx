// The API reader at its trust boundary (issue 32): any JSON body, status and headers for every endpoint.
// The client answers a typed Result or a typed error and never throws; what it answers passes the strict
// model schemas (only http(s) links and images, ratings within 0–5), and a row drawn from it shows no
// other link, image or rating.
import { render } from '@testing-library/preact';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { ToolRow } from '../../../components/popup/list/ToolRow';
import { type ApiClient, createApiClient } from '../../../lib/api/client';
import { MAX_RATING } from '../../../lib/api/field-readers';
import { type ApiError, ERROR_KINDS, type Result, type Tool, type ToolPage } from '../../../lib/api/model';
import {
  apiErrorSchema,
  categoryListSchema,
  toolListSchema,
  toolPageSchema,
  toolSchema,
} from '../../../lib/api/model-schemas';
import type { RequestGate } from '../../../lib/api/request-gate';
import { BASE_URL } from '../../support/api-fixtures';
import {
  anyText,
  anyValue,
  countCase,
  FUZZ_TIMEOUT_MS,
  fuzzParameters,
  reportCases,
} from '../../support/fuzz';

const TOKEN = 'fuzz-token';
const gate: RequestGate = { acquire: async () => undefined, report: async () => undefined };

afterAll(() => reportCases('api-reader'));

// ---- What a server may send ----------------------------------------------------------------------

const hostileUrl = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.constantFrom(
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:x',
    'file:///etc/passwd',
    'chrome-extension://abc/popup.html',
    'blob:https://a.example/x',
    '//evil.example/x',
    '/relative',
    'https://',
    'http://[::1',
    'https://a.example/\u0000',
    'ftp://files.example/',
    'https://exa mple.com/',
    'https://xn--80ak6aa92e.com/',
    `https://a.example/${'x'.repeat(3_000)}`,
  ),
  anyText(60),
);

const numberish = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(-1, 5.5, 6, 1e308, -0, 4.99999, 5.0000001, Number.MAX_SAFE_INTEGER + 2),
  fc.constantFrom('4.5', '5.5', '-1', '1e3', '0x1f', '', ' 3 ', 'NaN', 'Infinity', '4,5'),
  anyValue(),
);

const wireToolish = fc.record(
  {
    id: numberish,
    slug: fc.oneof(fc.string({ maxLength: 40 }), anyText(220), anyValue()),
    name: fc.oneof(fc.string({ maxLength: 40 }), anyText(250), anyValue()),
    description: fc.oneof(anyText(2_100), anyValue()),
    website: fc.oneof(hostileUrl, anyValue()),
    logo: fc.oneof(hostileUrl, anyValue()),
    price: fc.oneof(fc.record({ type: fc.oneof(anyText(50), anyValue()), amount: numberish }), anyValue()),
    verified: anyValue(),
    rating: fc.oneof(fc.record({ average: numberish, count: numberish }, { requiredKeys: [] }), anyValue()),
    subcategories: fc.oneof(
      fc.array(fc.record({ id: numberish, slug: anyValue(), name: anyValue() }), { maxLength: 3 }),
      anyValue(),
    ),
    created_at: fc.oneof(
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
      anyValue(),
    ),
    links: fc.oneof(fc.record({ self: hostileUrl, alternatives: hostileUrl, web: hostileUrl }), anyValue()),
  },
  { requiredKeys: [] },
);

const listBody = fc.oneof(
  fc.array(fc.oneof(wireToolish, anyValue()), { maxLength: 6 }),
  fc.record(
    {
      data: fc.oneof(fc.array(fc.oneof(wireToolish, anyValue()), { maxLength: 6 }), anyValue()),
      links: fc.oneof(fc.record({ next: hostileUrl }), anyValue()),
      meta: fc.oneof(fc.record({ total: numberish, current_page: numberish }), anyValue()),
      next_page_url: hostileUrl,
      total: numberish,
    },
    { requiredKeys: [] },
  ),
);

const wireCategory: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  category: fc.record(
    {
      id: numberish,
      slug: anyValue(),
      name: fc.oneof(anyText(40), anyValue()),
      tools_count: numberish,
      children: fc.oneof(fc.array(tie('category'), { maxLength: 2 }), anyValue()),
      subcategories: fc.oneof(fc.array(tie('category'), { maxLength: 2 }), anyValue()),
    },
    { requiredKeys: [] },
  ),
})).category;

// A body the server may send: JSON of any shape (the endpoint's plausible ones among it), or not JSON.
const body = fc.oneof(
  { weight: 3, arbitrary: listBody.map((value) => JSON.stringify(value)) },
  { weight: 2, arbitrary: wireToolish.map((tool) => JSON.stringify({ data: tool })) },
  { weight: 1, arbitrary: wireToolish.map((tool) => JSON.stringify(tool)) },
  {
    weight: 1,
    arbitrary: fc
      .oneof(
        fc.array(wireCategory, { maxLength: 4 }),
        fc.record({ data: fc.array(wireCategory, { maxLength: 4 }) }),
      )
      .map((value) => JSON.stringify(value)),
  },
  { weight: 1, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
  {
    weight: 1,
    arbitrary: fc.record({ message: anyValue(), errors: anyValue() }).map((v) => JSON.stringify(v)),
  },
  { weight: 1, arbitrary: anyText(200) },
);

const status = fc.oneof(
  { weight: 4, arbitrary: fc.constant(200) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(201, 204, 301, 302, 304, 400, 401, 403, 404, 410, 422, 429, 500, 502, 503),
  },
  { weight: 1, arbitrary: fc.integer({ min: 200, max: 599 }) },
);

const headerValue = fc.oneof(
  fc.constantFrom(
    '0',
    '1',
    '-1',
    '60',
    '1e9',
    'Wed, 21 Oct 2015 07:28:00 GMT',
    'soon',
    '',
    '99999999999999999999',
  ),
  fc.nat().map(String),
  fc.string({ unit: fc.constantFrom(...'0123456789abcXYZ ,.;:-'.split('')), maxLength: 30 }),
);
const headers = fc.record(
  {
    'Content-Type': fc.constantFrom('application/json', 'text/html', 'application/json; charset=utf-8', ''),
    'Retry-After': headerValue,
    'X-RateLimit-Remaining': headerValue,
    'X-RateLimit-Limit': headerValue,
    Location: fc.constantFrom('https://evil.example/', 'javascript:x', '/login'),
  },
  { requiredKeys: [] },
);

const answer = fc.record({ status, headers, body });
type Answer = typeof answer extends fc.Arbitrary<infer A> ? A : never;

function response({ status, headers, body }: Answer): Response {
  // The Fetch API refuses a body on these statuses; a server's would be dropped on the way anyway.
  const noBody = status === 204 || status === 304;
  return new Response(noBody ? null : body, { status, headers });
}

function clientAnswering(answers: Answer[]): ApiClient {
  let next = 0;
  return createApiClient({
    baseUrl: BASE_URL,
    token: TOKEN,
    gate,
    // Each attempt (retries too) takes the next answer, the last one repeating.
    fetch: async () => response(answers[Math.min(next++, answers.length - 1)] as Answer),
    sleep: async () => undefined,
  });
}

// ---- The endpoints and what each must answer ---------------------------------------------------------

interface Endpoint {
  call: (client: ApiClient) => Promise<Result<unknown>>;
  /** The strict model schema its answer must pass. */
  schema: { safeParse(value: unknown): { success: boolean } };
  /** The tools in its answer, whose ratings are shown. */
  tools: (data: unknown) => Tool[];
}

const none = () => [];
const items = (data: unknown) => (data as ToolPage).items;
const one = (data: unknown) => [data as Tool];
const list = (data: unknown) => data as Tool[];

const endpoints: Record<string, Endpoint> = {
  'GET /tools': {
    call: (client) => client.listTools({ page: 2, perPage: 100 }, 'background', 'sync'),
    schema: toolPageSchema,
    tools: items,
  },
  'GET /tools/{slug}': {
    call: (client) => client.getTool('jasper', 'interactive', 'detail'),
    schema: toolSchema,
    tools: one,
  },
  'GET /tools/{slug}/alternatives': {
    call: (client) => client.getAlternatives('jasper', 'patient', 'prefetch'),
    schema: toolListSchema,
    tools: list,
  },
  'GET /categories': {
    call: (client) => client.getCategories('interactive', 'categories'),
    schema: categoryListSchema,
    tools: none,
  },
  'GET /search': {
    call: (client) => client.search('video', { page: 1 }, 'interactive', 'search'),
    schema: toolPageSchema,
    tools: items,
  },
  'links.next': {
    call: (client) => client.getPage(`${BASE_URL}/tools?page=3`, 'interactive', 'search'),
    schema: toolPageSchema,
    tools: items,
  },
};

function expectTypedError(error: ApiError): void {
  expect(apiErrorSchema.safeParse(error).success, JSON.stringify(error)).toBe(true);
  expect(ERROR_KINDS).toContain(error.kind);
  expect(error.message.length).toBeGreaterThan(0);
}

describe('the API reader, any answer to every endpoint', () => {
  for (const [name, endpoint] of Object.entries(endpoints)) {
    it(
      `${name}: a typed answer (http(s) links only, ratings 0–5) or a typed error, never a throw`,
      async () => {
        await fc.assert(
          fc.asyncProperty(fc.array(answer, { minLength: 1, maxLength: 3 }), async (answers) => {
            countCase(name);
            const result = await endpoint.call(clientAnswering(answers));
            if (!result.ok) {
              expectTypedError(result.error);
              return;
            }
            expect(endpoint.schema.safeParse(result.data).success, JSON.stringify(result.data)).toBe(true);
            for (const tool of endpoint.tools(result.data)) {
              const average = tool.rating.average;
              if (average !== null) expect(average >= 0 && average <= MAX_RATING).toBe(true);
            }
            if (result.staleBecause) expectTypedError(result.staleBecause);
          }),
          fuzzParameters(),
        );
      },
      FUZZ_TIMEOUT_MS,
    );
  }
});

// ---- On screen: a row drawn from what was read ------------------------------------------------------

describe('a tool read from any answer, drawn as a row', () => {
  it(
    'shows only http(s) images and links, and a rating within 0–5 (at most five stars)',
    async () => {
      await fc.assert(
        fc.asyncProperty(wireToolish, async (wire) => {
          countCase('on screen (ToolRow)');
          const client = clientAnswering([
            { status: 200, headers: {}, body: JSON.stringify({ data: wire }) },
          ]);
          const result = await client.getTool('jasper', 'interactive', 'detail');
          if (!result.ok) return;
          const view = render(<ToolRow tool={result.data} ids={{ name: 'n', details: 'd' }} />);
          try {
            for (const image of view.container.querySelectorAll('img')) {
              expect(new URL(image.getAttribute('src') ?? '').protocol).toMatch(/^https?:$/);
            }
            for (const link of view.container.querySelectorAll('[href]')) {
              expect(new URL(link.getAttribute('href') ?? '').protocol).toMatch(/^https?:$/);
            }
            const stars = view.container.querySelector('.ts-stars')?.textContent ?? '';
            expect([...stars].length === 0 || [...stars].length === 5).toBe(true);
            const shown = view.container.querySelector('.ts-rating__value')?.textContent;
            if (shown !== undefined) {
              const value = Number(shown.replace(',', '.'));
              expect(value >= 0 && value <= MAX_RATING, shown).toBe(true);
            }
          } finally {
            view.unmount();
          }
        }),
        fuzzParameters(0.5),
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
