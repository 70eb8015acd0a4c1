// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pickSimilar, weightedRating } from '../../../lib/directory/alternatives/similar';
import { PRIOR_MEAN } from '../../../lib/directory/alternatives/standing';
import type { DirectoryTool } from '../../../lib/directory/record';

const WRITING = { id: 1, slug: 'writing', name: 'Writing' };
const IMAGES = { id: 2, slug: 'images', name: 'Images' };
const CODE = { id: 3, slug: 'code', name: 'Code' };

function tool(
  slug: string,
  rank: number,
  subcategories: DirectoryTool['subcategories'],
  rating: DirectoryTool['rating'] = { average: null, count: 0 },
): DirectoryTool {
  return {
    id: rank + 1,
    slug,
    name: `Tool ${slug}`,
    description: '',
    website: null,
    logo: null,
    price: { type: 'free', amount: null },
    verified: false,
    rating,
    subcategories,
    rank,
  };
}

const slugsOf = (tools: DirectoryTool[]) => tools.map((t) => t.slug);

describe('pickSimilar', () => {
  it('picks tools sharing the subcategory, never the tool itself, and names the subcategory', () => {
    const self = tool('self', 0, [WRITING]);
    const pick = pickSimilar(self, [
      self,
      tool('a', 1, [WRITING]),
      tool('b', 2, [IMAGES]),
      tool('c', 3, [CODE, WRITING]),
    ]);
    expect(pick.subcategory).toEqual(WRITING);
    expect(slugsOf(pick.tools)).toEqual(['a', 'c']);
  });

  it('a single 5.0 rating does not beat 3,000 ratings of 4.7', () => {
    const self = tool('self', 0, [WRITING]);
    const lucky = tool('lucky', 900, [WRITING], { average: 5, count: 1 });
    const loved = tool('loved', 50, [WRITING], { average: 4.7, count: 3000 });
    const pick = pickSimilar(self, [lucky, loved]);
    expect(slugsOf(pick.tools)).toEqual(['loved', 'lucky']);
  });

  it('many good ratings still beat fewer, lower ones', () => {
    const self = tool('self', 0, [WRITING]);
    const candidates = [
      tool('meh', 1, [WRITING], { average: 3.9, count: 5000 }),
      tool('great', 2, [WRITING], { average: 4.8, count: 400 }),
      tool('fine', 3, [WRITING], { average: 4.3, count: 60 }),
    ];
    expect(slugsOf(pickSimilar(self, candidates).tools)).toEqual(['great', 'fine', 'meh']);
  });

  it('breaks rating ties by popularity: the lower rank first', () => {
    const self = tool('self', 0, [WRITING]);
    const candidates = [tool('late', 30, [WRITING]), tool('early', 3, [WRITING]), tool('mid', 12, [WRITING])];
    expect(slugsOf(pickSimilar(self, candidates).tools)).toEqual(['early', 'mid', 'late']);
  });

  it('uses the first of the tool’s subcategories that has other tools', () => {
    const self = tool('self', 0, [CODE, IMAGES, WRITING]);
    const pick = pickSimilar(self, [
      tool('w', 1, [WRITING]),
      tool('i', 2, [IMAGES]),
      tool('i2', 3, [IMAGES]),
    ]);
    expect(pick.subcategory).toEqual(IMAGES);
    expect(slugsOf(pick.tools)).toEqual(['i', 'i2']);
  });

  it('gives at most `limit` tools (5 by default)', () => {
    const self = tool('self', 0, [WRITING]);
    const many = Array.from({ length: 12 }, (_, i) => tool(`t${i}`, i + 1, [WRITING]));
    expect(pickSimilar(self, many).tools).toHaveLength(5);
    expect(slugsOf(pickSimilar(self, many, 2).tools)).toEqual(['t0', 't1']);
  });

  it('names no subcategory when none is shared (or the tool has none)', () => {
    expect(pickSimilar(tool('self', 0, [CODE]), [tool('a', 1, [WRITING])])).toEqual({
      subcategory: null,
      tools: [],
    });
    expect(pickSimilar(tool('self', 0, []), [tool('a', 1, [WRITING])])).toEqual({
      subcategory: null,
      tools: [],
    });
  });

  it('copes with odd ratings: out of range, NaN, negative counts', () => {
    const self = tool('self', 0, [WRITING]);
    const candidates = [
      tool('huge', 1, [WRITING], { average: 55, count: 10 }),
      tool('nan', 2, [WRITING], { average: Number.NaN, count: 10 }),
      tool('negative', 3, [WRITING], { average: 4, count: -3 }),
      tool('real', 4, [WRITING], { average: 4.9, count: 200 }),
    ];
    const pick = pickSimilar(self, candidates);
    expect(pick.tools).toHaveLength(4);
    for (const candidate of candidates) expect(Number.isFinite(weightedRating(candidate))).toBe(true);
    // 55 counts as 5: 10 ratings of 5 do not beat 200 of 4.9.
    expect(slugsOf(pick.tools)[0]).toBe('real');
  });

  it('a tool without ratings scores the prior: above a much-rated poor tool, below a much-rated good one', () => {
    const self = tool('self', 0, [WRITING]);
    const unrated = tool('unrated', 1, [WRITING]);
    expect(weightedRating(unrated)).toBe(PRIOR_MEAN);
    const candidates = [
      tool('poor', 2, [WRITING], { average: 2.1, count: 800 }),
      unrated,
      tool('good', 3, [WRITING], { average: 4.4, count: 800 }),
    ];
    expect(slugsOf(pickSimilar(self, candidates).tools)).toEqual(['good', 'unrated', 'poor']);
  });
});
