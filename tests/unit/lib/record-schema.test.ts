// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { recordOf } from '../../../lib/common/record-schema';

describe('recordOf: an object used as a map, read from storage', () => {
  const sites = recordOf(z.array(z.object({ slug: z.string() })), { maxKeyLength: 10 });

  it('reads a map whose every value is readable, as stored', () => {
    const stored = { 'jasper.ai': [{ slug: 'jasper' }], 'a.io': [] };
    expect(sites.safeParse(stored)).toEqual({ success: true, data: stored });
    expect(sites.safeParse({}).success).toBe(true);
  });

  it('refuses anything else: one bad value, a key too long, an array, null, a string', () => {
    for (const stored of [
      { 'jasper.ai': [{ slug: 1 }] },
      { 'jasper.ai': [{ slug: 'jasper' }], 'b.io': 'x' },
      { 'a-very-long-host.example': [] },
      [[{ slug: 'jasper' }]],
      null,
      'jasper.ai',
    ])
      expect(sites.safeParse(stored).success, JSON.stringify(stored)).toBe(false);
  });
});
