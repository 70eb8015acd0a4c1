// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { bucketOf, createSiteHostStore, hostsToLookUp } from '../../../lib/directory/site-match/host-store';
import { createSiteMatcher } from '../../../lib/directory/site-match/matcher';
import { uniqueDbName } from '../../support/directory-fake-server';

const stores: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

function store() {
  const created = createSiteHostStore(uniqueDbName());
  stores.push(created);
  return created;
}

const SITES = [
  { slug: 'notion', website: 'https://www.notion.so/' },
  { slug: 'notion-ai', website: 'https://www.notion.so/product/ai' },
  { slug: 'gemini', website: 'https://gemini.google.com/app' },
  { slug: 'not-a-url', website: 'notion.so' },
  { slug: 'spaces-app', website: 'https://huggingface.co/spaces/someone/app' },
  { slug: 'notion-again', website: 'https://notion.so' },
];

describe('site host store', () => {
  it('gives the websites on a page host and its parents, in listing order, with the sync they were written for', async () => {
    const hosts = store();
    expect(await hosts.lookup(['notion.so'])).toEqual({ syncedAt: null, sites: [] });
    await hosts.write(7, SITES);

    expect(await hosts.lookup(hostsToLookUp('eu.app.notion.so'))).toEqual({
      syncedAt: 7,
      sites: [
        { slug: 'notion', website: 'https://www.notion.so/', order: 0 },
        { slug: 'notion-ai', website: 'https://www.notion.so/product/ai', order: 1 },
        { slug: 'notion-again', website: 'https://notion.so', order: 5 },
      ],
    });
    expect(await hosts.lookup(['example.com'])).toEqual({ syncedAt: 7, sites: [] });

    await hosts.write(8, SITES.slice(2));
    expect(await hosts.lookup(['notion.so'])).toEqual({
      syncedAt: 8,
      sites: [{ slug: 'notion-again', website: 'https://notion.so', order: 3 }],
    });
  });

  it('answers every page as a matcher over every website would', async () => {
    const hosts = store();
    await hosts.write(1, SITES);
    const everything = createSiteMatcher(SITES);
    const pages = [
      'https://www.notion.so/product/ai/pricing',
      'https://notion.so/',
      'https://eu.app.notion.so/x',
      'https://gemini.google.com/app/chat',
      'https://google.com/',
      'https://huggingface.co/spaces/someone/app?x=1',
      'https://huggingface.co/models',
    ];
    for (const page of pages) {
      const host = new URL(page).hostname.replace(/^www\./, '');
      const nearby = (await hosts.lookup(hostsToLookUp(host))).sites ?? [];
      expect(createSiteMatcher(nearby).match(page)).toBe(everything.match(page));
    }
  });

  it('keeps the hosts that share a record apart (2,000 hosts in 1,024 records)', async () => {
    const hosts = store();
    const many = Array.from({ length: 2_000 }, (_, i) => ({
      slug: `tool-${i}`,
      website: `https://site-${i}.example/`,
    }));
    await hosts.write(3, many);

    const sharing = many.filter(
      (site) => bucketOf(new URL(site.website).hostname) === bucketOf('site-0.example'),
    );
    expect(sharing.length).toBeGreaterThan(1);
    for (const site of [...sharing, many[1_999] ?? many[0]]) {
      const found = await hosts.lookup([new URL(site?.website ?? '').hostname]);
      expect(found.sites?.map((entry) => entry.slug)).toEqual([site?.slug]);
    }
  });

  it('looks up a host and each parent of two labels or more', () => {
    expect(hostsToLookUp('eu.app.notion.so')).toEqual(['eu.app.notion.so', 'app.notion.so', 'notion.so']);
    expect(hostsToLookUp('notion.so')).toEqual(['notion.so']);
  });
});
