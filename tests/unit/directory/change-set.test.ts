// @vitest-environment node
// What one sync changed against the one before (lib/directory/sync/change-set.ts): new tools with their
// subcategories, tools the local copy dropped, ratings and prices that moved, and no change set where
// there is nothing before to compare with.
import { describe, expect, it } from 'vitest';
import { type DirectoryTool, toDirectoryTool } from '../../../lib/directory/record';
import { changesBetween, hasChanges, MAX_CHANGES_PER_KIND } from '../../../lib/directory/sync/change-set';
import { makeTool } from '../../support/directory-fake-server';

const DAY = 24 * 60 * 60 * 1000;
const TIMES = { previousSyncAt: Date.UTC(2026, 10, 1), syncedAt: Date.UTC(2026, 10, 1) + DAY };

function record(n: number, change: Partial<DirectoryTool> = {}): DirectoryTool {
  return { ...toDirectoryTool(makeTool(n), n), ...change };
}

describe('changesBetween', () => {
  it('names new tools with their subcategories, tools dropped, and moved ratings and prices, most popular first', () => {
    const before = [record(1), record(2), record(3), record(4)];
    const after = [
      record(1, { rating: { average: 4.7, count: 1 } }),
      record(2, { price: { type: 'paid', amount: 29 } }),
      record(4),
      record(9),
      record(7),
    ];
    const changes = changesBetween(before, after, [record(3)], TIMES);
    expect(changes).toMatchObject({
      syncedAt: TIMES.syncedAt,
      previousSyncAt: TIMES.previousSyncAt,
      added: [
        { slug: 'tool-7', name: record(7).name, subcategories: record(7).subcategories },
        { slug: 'tool-9' },
      ],
      removed: [{ slug: 'tool-3', name: record(3).name }],
      ratings: [{ slug: 'tool-1', from: record(1).rating, to: { average: 4.7, count: 1 } }],
      prices: [{ slug: 'tool-2', from: record(2).price, to: { type: 'paid', amount: 29 } }],
      truncated: false,
    });
    expect(record(7).subcategories.length).toBeGreaterThan(0);
  });

  it('a rating moves by a shown tenth or by many new ratings, not by noise or a few', () => {
    const at = (average: number | null, count: number) => record(1, { rating: { average, count } });
    const moved = (from: DirectoryTool, to: DirectoryTool) =>
      changesBetween([from], [to], [], TIMES)?.ratings.length === 1;
    expect(moved(at(4.1, 100), at(4.3, 100))).toBe(true);
    expect(moved(at(4.14, 100), at(4.16, 100))).toBe(true); // 4.1 → 4.2 on screen
    expect(moved(at(4.11, 100), at(4.14, 100))).toBe(false);
    expect(moved(at(0.1 + 0.2, 10), at(0.3, 10))).toBe(false);
    expect(moved(at(null, 0), at(4.0, 3))).toBe(true);
    expect(moved(at(4.0, 100), at(4.0, 125))).toBe(true);
    expect(moved(at(4.0, 100), at(4.0, 124))).toBe(false);
    expect(moved(at(4.0, 1000), at(4.0, 1100))).toBe(false); // 100 more, but a tenth of what it had
  });

  it('a price moves with its type or its amount', () => {
    const priced = (type: string, amount: number | null) => record(1, { price: { type, amount } });
    const moved = (from: DirectoryTool, to: DirectoryTool) =>
      changesBetween([from], [to], [], TIMES)?.prices.length === 1;
    expect(moved(priced('paid', 36), priced('paid', 29))).toBe(true);
    expect(moved(priced('free', null), priced('freemium', null))).toBe(true);
    expect(moved(priced('paid', 29), priced('paid', 29))).toBe(false);
  });

  it('the first sync, and the first after the connection changed (an empty copy), have no change set', () => {
    expect(changesBetween([], [record(1), record(2)], [], TIMES)).toBeNull();
    expect(changesBetween([record(1)], [record(1)], [], { ...TIMES, previousSyncAt: null })).toBeNull();
  });

  it('an unchanged directory gives an empty change set', () => {
    const same = [record(1), record(2)];
    const changes = changesBetween(
      same,
      same.map((tool) => ({ ...tool })),
      [],
      TIMES,
    );
    expect(changes && hasChanges(changes)).toBe(false);
  });

  it('keeps only the most popular of a long list, and says so', () => {
    const many = Array.from({ length: MAX_CHANGES_PER_KIND + 20 }, (_, i) => record(i + 10));
    const changes = changesBetween([record(1)], [record(1), ...many.reverse()], [], TIMES);
    expect(changes?.added).toHaveLength(MAX_CHANGES_PER_KIND);
    expect(changes?.added[0]?.slug).toBe('tool-10');
    expect(changes?.truncated).toBe(true);
  });
});
