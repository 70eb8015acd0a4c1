// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DirectoryTool } from '../../../lib/directory/record';
import { readWithLocalCopy, withLocalCopy } from '../../../lib/directory/with-local-copy';
import { modelTool } from '../../support/api-fixtures';

// A saved tool's snapshot from the day it was saved.
const snapshot = {
  slug: 'beatsnap',
  name: 'BeatSnap',
  logo: null,
  price: { type: 'paid', amount: 12 },
  verified: false,
  rating: { average: 3.7, count: 40 },
  savedAt: 1_000,
};
// The local copy after today's sync.
const record: DirectoryTool = {
  ...modelTool('beatsnap'),
  name: 'BeatSnap AI',
  logo: 'https://cdn.example/beatsnap-with-a-long-address.png',
  price: { type: 'freemium', amount: 9 },
  verified: true,
  rating: { average: 4.1, count: 70 },
  rank: 12,
};

describe('withLocalCopy', () => {
  it("shows the local copy's name, logo, price, verified mark and rating; keeps the rest of the item", () => {
    expect(withLocalCopy([snapshot], [record])).toEqual([
      {
        slug: 'beatsnap',
        name: 'BeatSnap AI',
        logo: 'https://cdn.example/beatsnap-with-a-long-address.png',
        price: { type: 'freemium', amount: 9 },
        verified: true,
        rating: { average: 4.1, count: 70 },
        savedAt: 1_000,
      },
    ]);
  });

  it('leaves a tool the copy does not have as it was kept, in its place', () => {
    const gone = { ...snapshot, slug: 'gone', name: 'Gone' };
    const shown = withLocalCopy([gone, snapshot], [record]);
    expect(shown[0]).toBe(gone);
    expect(shown[1]?.rating.average).toBe(4.1);
    expect(withLocalCopy([snapshot], [])).toEqual([snapshot]);
  });

  it('reads the records of the items only, and none for no items', async () => {
    const asked: string[][] = [];
    const tools = async (slugs: string[]) => {
      asked.push(slugs);
      return [record];
    };
    expect(await readWithLocalCopy([snapshot], tools)).toMatchObject([{ name: 'BeatSnap AI' }]);
    expect(await readWithLocalCopy([], tools)).toEqual([]);
    expect(asked).toEqual([['beatsnap']]);
  });
});
