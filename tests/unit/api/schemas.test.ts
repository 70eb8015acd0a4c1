// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  capText,
  MAX_DESCRIPTION_LENGTH,
  MAX_ERROR_MESSAGE_LENGTH,
  MAX_NAME_LENGTH,
} from '../../../lib/api/field-readers';
import {
  categoryListSchema,
  toolListSchema,
  toolPageSchema,
  toolSchema,
} from '../../../lib/api/model-schemas';
import {
  categoriesResponse,
  readAlternatives,
  readErrorMessage,
  toolPageResponse,
  toolResponse,
} from '../../../lib/api/wire-schemas';
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

function readTool(body: unknown) {
  const result = toolResponse.safeParse(body);
  if (!result.success) throw new Error('tool was not readable');
  return result.data;
}

function readPage(body: unknown) {
  const result = toolPageResponse.safeParse(body);
  if (!result.success) throw new Error('page was not readable');
  return result.data;
}

describe('GET /tools/{slug}', () => {
  it('reads the laravel shape { data: Tool }', () => {
    expect(readTool({ data: wireTool('jasper') })).toEqual(modelTool('jasper'));
  });

  it('reads a bare Tool', () => {
    expect(readTool(wireTool('jasper'))).toEqual(modelTool('jasper'));
  });

  it.each([
    ['no slug', { slug: undefined }],
    ['an empty slug', { slug: '  ' }],
    ['a numeric slug', { slug: 12 }],
    ['no name', { name: undefined }],
    ['a number as name', { name: 7 }],
  ])('rejects a tool with %s', (_, overrides) => {
    expect(toolResponse.safeParse({ data: wireTool('x', overrides) }).success).toBe(false);
    expect(toolResponse.safeParse(wireTool('x', overrides)).success).toBe(false);
  });

  it.each([null, 'text', 42, [], {}, { data: null }, { data: [] }])('rejects %j', (body) => {
    expect(toolResponse.safeParse(body).success).toBe(false);
  });

  it('fills every optional field with a safe default', () => {
    expect(readTool({ slug: 'min', name: 'Minimal' })).toEqual({
      id: 0,
      slug: 'min',
      name: 'Minimal',
      description: '',
      website: null,
      logo: null,
      price: { type: '', amount: null },
      verified: false,
      rating: { average: null, count: 0 },
      subcategories: [],
      createdAt: null,
      links: { self: null, alternatives: null, web: null },
    });
  });

  it('reads an id sent as a numeric string, and an unreadable id as 0', () => {
    expect(readTool(wireTool('a', { id: '17' })).id).toBe(17);
    expect(readTool(wireTool('a', { id: 'seventeen' })).id).toBe(0);
    expect(readTool(wireTool('a', { id: 1.5 })).id).toBe(0);
  });

  it('replaces wrong types with defaults instead of failing', () => {
    const tool = readTool(
      wireTool('a', { description: 12, website: 5, price: 'cheap', verified: 'yes', rating: [], links: 'x' }),
    );
    expect(tool.description).toBe('');
    expect(tool.website).toBeNull();
    expect(tool.price).toEqual({ type: '', amount: null });
    expect(tool.verified).toBe(false);
    expect(tool.rating).toEqual({ average: null, count: 0 });
    expect(tool.links).toEqual({ self: null, alternatives: null, web: null });
  });

  it('reads verified sent as 1/0 (Laravel without a cast)', () => {
    expect(readTool(wireTool('a', { verified: 1 })).verified).toBe(true);
    expect(readTool(wireTool('a', { verified: '1' })).verified).toBe(true);
    expect(readTool(wireTool('a', { verified: 0 })).verified).toBe(false);
  });
});

describe('price', () => {
  it.each([
    [
      { type: 'freemium', amount: 0 },
      { type: 'freemium', amount: 0 },
    ],
    [
      { type: 'paid', amount: '19.99' },
      { type: 'paid', amount: 19.99 },
    ],
    [
      { type: 'free', amount: null },
      { type: 'free', amount: null },
    ],
    [{ type: 'free' }, { type: 'free', amount: null }],
    [
      { type: 'pay-what-you-want', amount: 5 },
      { type: 'pay-what-you-want', amount: 5 },
    ],
    [
      { type: '  Contact Sales ', amount: 'ask us' },
      { type: 'Contact Sales', amount: null },
    ],
    [
      { type: 'paid', amount: -3 },
      { type: 'paid', amount: null },
    ],
    [
      { type: 'paid', amount: '0x10' },
      { type: 'paid', amount: null },
    ],
    [{ amount: 3 }, { type: '', amount: 3 }],
    // Laravel's decimal:2 cast sends strings.
    [
      { type: 'subscription', amount: '12.00' },
      { type: 'subscription', amount: 12 },
    ],
    [
      { type: 'paid', amount: ' 4.50 ' },
      { type: 'paid', amount: 4.5 },
    ],
    [
      { type: 'paid', amount: 'NaN' },
      { type: 'paid', amount: null },
    ],
    [
      { type: 'paid', amount: 'Infinity' },
      { type: 'paid', amount: null },
    ],
    [
      { type: 'paid', amount: '1e3' },
      { type: 'paid', amount: null },
    ],
    [
      { type: 'paid', amount: '' },
      { type: 'paid', amount: null },
    ],
  ])('reads %j', (price, expected) => {
    expect(readTool(wireTool('a', { price })).price).toEqual(expected);
  });

  it('defaults a missing price', () => {
    expect(readTool(wireTool('a', { price: undefined })).price).toEqual({ type: '', amount: null });
  });
});

describe('rating', () => {
  it.each([
    [
      { average: null, count: 3 },
      { average: null, count: 3 },
    ],
    [
      { average: '4.25', count: '8' },
      { average: 4.25, count: 8 },
    ],
    [
      { average: 4.8, count: 0 },
      { average: null, count: 0 },
    ],
    [
      { average: 'great', count: -1 },
      { average: null, count: 0 },
    ],
    [null, { average: null, count: 0 }],
    // Laravel's decimal:2 cast, and values outside 0–5 clamped to it.
    [
      { average: '4.50', count: 8 },
      { average: 4.5, count: 8 },
    ],
    [
      { average: '7.5', count: 2 },
      { average: 5, count: 2 },
    ],
    [
      { average: 5.5, count: 2 },
      { average: 5, count: 2 },
    ],
    [
      { average: 55, count: 2 },
      { average: 5, count: 2 },
    ],
    [
      { average: -1, count: 2 },
      { average: 0, count: 2 },
    ],
    [
      { average: 'NaN', count: 2 },
      { average: null, count: 2 },
    ],
    [
      { average: 4, count: 2.7 },
      { average: 4, count: 2 },
    ],
    [
      { average: 4, count: 1e300 },
      { average: 4, count: Number.MAX_SAFE_INTEGER },
    ],
    [{ average: null }, { average: null, count: 0 }],
    [{}, { average: null, count: 0 }],
  ])('reads %j', (rating, expected) => {
    expect(readTool(wireTool('a', { rating })).rating).toEqual(expected);
  });

  it('reads a tool without a rating at all as "no ratings yet"', () => {
    expect(readTool(wireTool('a', { rating: undefined })).rating).toEqual({ average: null, count: 0 });
  });

  it('ignores fields the contract does not list', () => {
    const tool = readTool(
      wireTool('jasper', { updated_at: '2024-01-01', is_featured: true, owner: { id: 1 } }),
    );
    expect(tool).toEqual(modelTool('jasper'));
  });
});

describe('URLs', () => {
  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(document.cookie)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://files.example/tool',
    '/relative/path',
    '//protocol-relative.example',
    'not a url',
    '',
  ])('drops %j everywhere a URL is read', (url) => {
    const tool = readTool(
      wireTool('a', { website: url, logo: url, links: { self: url, alternatives: url, web: url } }),
    );
    expect(tool.website).toBeNull();
    expect(tool.logo).toBeNull();
    expect(tool.links).toEqual({ self: null, alternatives: null, web: null });
  });

  it('keeps http and https URLs, in canonical form', () => {
    const tool = readTool(
      wireTool('a', { website: ' http://Example.COM', logo: 'https://cdn.example/a b.png' }),
    );
    expect(tool.website).toBe('http://example.com/');
    expect(tool.logo).toBe('https://cdn.example/a%20b.png');
  });
});

describe('text', () => {
  it('keeps HTML in names and descriptions as the literal text', () => {
    const name = '<img src=x onerror=alert(1)>Evil';
    const description = '<b>bold</b> &amp; <script>alert(1)</script>';
    const tool = readTool(wireTool('a', { name, description }));
    expect(tool.name).toBe(name);
    expect(tool.description).toBe(description);
  });

  it('trims and caps absurd lengths', () => {
    const tool = readTool(
      wireTool('a', { name: `  ${'n'.repeat(5_000)}  `, description: 'd'.repeat(50_000) }),
    );
    expect(tool.name).toHaveLength(MAX_NAME_LENGTH);
    expect(tool.name.endsWith('…')).toBe(true);
    expect(tool.description).toHaveLength(MAX_DESCRIPTION_LENGTH);
    expect(readTool(wireTool('a', { name: '  Jasper  ' })).name).toBe('Jasper');
  });

  it('never cuts a character in half', () => {
    const capped = capText('😀'.repeat(10), 6);
    expect(capped).toBe('😀😀…');
    expect(capText('short', 6)).toBe('short');
  });

  it('keeps a valid created_at and drops anything else', () => {
    expect(readTool(wireTool('a', { created_at: 'yesterday' })).createdAt).toBeNull();
    expect(readTool(wireTool('a', { created_at: 1_700_000_000 })).createdAt).toBeNull();
  });

  it('drops unreadable subcategories and keeps the rest', () => {
    const subcategories = [
      { id: '5', slug: 'seo', name: 'SEO' },
      { id: 6, name: 'No slug' },
      'nonsense',
      null,
    ];
    expect(readTool(wireTool('a', { subcategories })).subcategories).toEqual([
      { id: 5, slug: 'seo', name: 'SEO' },
    ]);
  });
});

describe('tool listings and search', () => {
  it('reads the laravel envelope with absolute links and extra meta', () => {
    const page = readPage(laravelPage(['a', 'b'], 1, 3));
    expect(page).toEqual({
      items: [modelTool('a'), modelTool('b')],
      next: `${BASE_URL}/tools?page=2`,
      total: 50,
      page: 1,
    });
  });

  it('reads a null next on the last laravel page', () => {
    const page = readPage(laravelPage(['z'], 3, 3));
    expect(page.next).toBeNull();
    expect(page.page).toBe(3);
  });

  it('reads the bare envelope: next present, then absent on the last page', () => {
    expect(readPage(barePage(['a'], 1, 2)).next).toBe(`${BASE_URL}/tools?page=2`);
    const last = barePage(['b'], 2, 2);
    expect('next' in last.links).toBe(false);
    expect(readPage(last)).toEqual({ items: [modelTool('b')], next: null, total: 99, page: 2 });
  });

  it('reads an envelope without links or meta', () => {
    expect(readPage({ data: [wireTool('a')] })).toEqual({
      items: [modelTool('a')],
      next: null,
      total: null,
      page: null,
    });
  });

  it('reads a bare array', () => {
    expect(readPage([wireTool('a'), wireTool('b')])).toEqual({
      items: [modelTool('a'), modelTool('b')],
      next: null,
      total: null,
      page: null,
    });
  });

  it("reads Laravel's plain paginator (meta at the top level)", () => {
    const body = {
      current_page: 2,
      data: [wireTool('a')],
      next_page_url: `${BASE_URL}/tools?page=3`,
      total: 80,
      links: [{ url: null, label: '&laquo; Previous', active: false }],
    };
    expect(readPage(body)).toEqual({
      items: [modelTool('a')],
      next: `${BASE_URL}/tools?page=3`,
      total: 80,
      page: 2,
    });
  });

  it('drops a javascript: next link', () => {
    const body = laravelPage(['a'], 1, 2);
    body.links.next = 'javascript:alert(1)';
    expect(readPage(body).next).toBeNull();
  });

  it('drops unreadable items and duplicates, keeping the rest in order', () => {
    const body = {
      data: [
        wireTool('a'),
        wireTool('b', { name: 42 }),
        'junk',
        wireTool('c', { slug: null }),
        wireTool('a'),
        wireTool('d'),
      ],
    };
    expect(readPage(body).items.map((tool) => tool.slug)).toEqual(['a', 'd']);
  });

  it.each([null, 'oops', 3, {}, { data: 'x' }, { data: { slug: 'a' } }])('rejects %j', (body) => {
    expect(toolPageResponse.safeParse(body).success).toBe(false);
  });
});

describe('alternatives', () => {
  const six = ['b', 'c', 'd', 'e', 'f', 'g'].map((slug) => wireTool(slug));

  it.each([
    ['a bare array', six],
    ['{ data }', { data: six }],
    ['the list envelope', { ...laravelPage([], 1, 1), data: six }],
  ])('reads %s and keeps at most 5', (_, body) => {
    expect(readAlternatives(body, 'a')?.map((tool) => tool.slug)).toEqual(['b', 'c', 'd', 'e', 'f']);
  });

  it('drops the tool itself', () => {
    const body = [wireTool('a'), wireTool('b'), wireTool('c')];
    expect(readAlternatives(body, 'a')?.map((tool) => tool.slug)).toEqual(['b', 'c']);
  });

  it('reads an empty list (a tool without an embedding)', () => {
    expect(readAlternatives({ data: [] }, 'a')).toEqual([]);
  });

  it('rejects what is no list', () => {
    expect(readAlternatives({ data: wireTool('b') }, 'a')).toBeNull();
  });
});

describe('GET /categories', () => {
  it('reads the laravel shape: { data }, subcategories, tools_count', () => {
    expect(categoriesResponse.safeParse(laravelCategories)).toEqual({ success: true, data: categoryTree });
  });

  it('reads the bare shape: an array, children, count, string ids', () => {
    expect(categoriesResponse.safeParse(bareCategories)).toEqual({ success: true, data: categoryTree });
  });

  it('drops unreadable nodes and defaults missing counts and ids', () => {
    const body = [
      { slug: 'x', name: 'X', id: 'abc', children: [{ name: 'no slug' }, { slug: 'y', name: 'Y' }] },
    ];
    expect(categoriesResponse.safeParse(body)).toEqual({
      success: true,
      data: [
        {
          id: null,
          slug: 'x',
          name: 'X',
          toolCount: null,
          children: [{ id: null, slug: 'y', name: 'Y', toolCount: null, children: [] }],
        },
      ],
    });
  });

  it('stops at an implausible depth instead of recursing without end', () => {
    let node: Record<string, unknown> = { slug: 'leaf', name: 'Leaf' };
    for (let depth = 0; depth < 5_000; depth++) node = { slug: `n${depth}`, name: 'N', children: [node] };
    const result = categoriesResponse.safeParse([node]);
    expect(result.success).toBe(true);
    let levels = 0;
    for (let level = result.success ? result.data : []; level.length > 0; level = level[0]?.children ?? []) {
      levels += 1;
    }
    expect(levels).toBeLessThanOrEqual(8);
  });

  it.each([null, 'x', { data: 'x' }, { categories: [] }])('rejects %j', (body) => {
    expect(categoriesResponse.safeParse(body).success).toBe(false);
  });
});

describe('error bodies', () => {
  it('uses message', () => {
    expect(readErrorMessage(JSON.stringify({ message: 'Unauthenticated.' }))).toBe('Unauthenticated.');
  });

  it('falls back to the first validation error', () => {
    const body = { message: '', errors: { q: ['The q field must be at least 2 characters.'] } };
    expect(readErrorMessage(JSON.stringify(body))).toBe('The q field must be at least 2 characters.');
  });

  it('collapses whitespace and caps the length', () => {
    expect(readErrorMessage(JSON.stringify({ message: ' a \n\n b ' }))).toBe('a b');
    expect(readErrorMessage(JSON.stringify({ message: 'm'.repeat(10_000) }))).toHaveLength(
      MAX_ERROR_MESSAGE_LENGTH,
    );
  });

  it.each([
    '<!doctype html><title>502 Bad Gateway</title>',
    '',
    '{"message": "cut',
    '"just a string"',
    '{"message": 42}',
    '{"error": "other shape"}',
  ])('has no message in %j', (text) => {
    expect(readErrorMessage(text)).toBeNull();
  });
});

describe('model schemas (for cached and messaged data)', () => {
  it('accept what the wire schemas produce, after a JSON round trip', () => {
    const page = readPage(laravelPage(['a', 'b'], 1, 2));
    expect(toolPageSchema.safeParse(JSON.parse(JSON.stringify(page))).success).toBe(true);
    expect(toolListSchema.safeParse(page.items).success).toBe(true);
    expect(categoryListSchema.safeParse(categoryTree).success).toBe(true);
  });

  it('reject a non-http URL, a missing field or a malformed child', () => {
    expect(toolSchema.safeParse({ ...modelTool('a'), website: 'javascript:alert(1)' }).success).toBe(false);
    const { links: _links, ...withoutLinks } = modelTool('a');
    expect(toolSchema.safeParse(withoutLinks).success).toBe(false);
    const badChild = [{ ...categoryTree[1], children: [{ slug: 'x' }] }];
    expect(categoryListSchema.safeParse(badChild).success).toBe(false);
  });
});
