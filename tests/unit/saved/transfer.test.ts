// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_CHARS, parseImport } from '../../../lib/saved/transfer';

const tool = {
  slug: 'jasper',
  name: 'Jasper',
  logo: 'https://cdn.example/jasper.png',
  price: { type: 'paid', amount: 39 },
  verified: true,
  rating: { average: 4.6, count: 10 },
  savedAt: 1_700_000_000_000,
};

describe('the saved-tools file', () => {
  it('reads an export, keeping when each tool was saved', () => {
    const text = JSON.stringify({
      format: 'toolscout-saved-tools',
      version: 1,
      exportedAt: 'x',
      tools: [tool],
    });
    expect(parseImport(text, 42)).toEqual({ ok: true, tools: [tool], invalid: 0 });
  });

  it('counts and skips entries that are not tools, and dates undated ones now', () => {
    const undated = { ...tool, slug: 'undated', savedAt: undefined };
    const text = JSON.stringify({
      format: 'toolscout-saved-tools',
      version: 1,
      tools: [
        tool,
        { slug: 'x' },
        7,
        { ...tool, slug: '' },
        undated,
        { ...tool, logo: 'javascript:alert(1)' },
      ],
    });
    const parsed = parseImport(text, 42);
    expect(parsed.ok && parsed.invalid).toBe(3);
    expect(parsed.ok && parsed.tools.map((entry) => [entry.slug, entry.savedAt, entry.logo])).toEqual([
      ['jasper', tool.savedAt, tool.logo],
      ['undated', 42, tool.logo],
      ['jasper', tool.savedAt, null],
    ]);
  });

  it('names why a file is refused', () => {
    expect(parseImport('{not json', 0)).toEqual({ ok: false, problem: 'not-json' });
    expect(parseImport(JSON.stringify({ tools: [tool] }), 0)).toEqual({ ok: false, problem: 'not-ours' });
    expect(parseImport(JSON.stringify([tool]), 0)).toEqual({ ok: false, problem: 'not-ours' });
    expect(parseImport(' '.repeat(MAX_IMPORT_CHARS + 1), 0)).toEqual({ ok: false, problem: 'too-large' });
  });
});
