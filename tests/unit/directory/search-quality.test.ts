// @vitest-environment node
// Issue 28: a ranking a person would agree with, held over the judged set of tests/support/judged-search.ts
// (every judgement comes from the generated directory, none from looking at results). Quality only: the
// speed of the same search is the bench's (bench/local-search.ts, bench/scale.ts).
import { describe, expect, it } from 'vitest';
import { standing } from '../../../lib/directory/alternatives/standing';
import { createLocalSearch } from '../../../lib/directory/local-search/local-search';
import { searchNames } from '../../../lib/directory/public/name-search';
import type { DirectoryTool } from '../../../lib/directory/record';
import { createApp, generateDataset } from '../../../server/index';
import { directoryTools } from '../../support/directory-records';
import { judgedQueries, QUERY_KINDS, searchQuality, serverSearch } from '../../support/judged-search';

const dataset = generateDataset();
const tools = directoryTools(dataset);
const search = createLocalSearch(tools);
const queries = judgedQueries(dataset);
const localSlugs = (query: string) => search.search(query, 10).map((tool) => tool.slug);

/** The first sync's name search, over the names in listing order with their standing, as the background reads them. */
const names = tools.map((tool) => tool.name);
const standings = Float32Array.from(tools, (tool, rank) => standing(tool.rating, rank));
const firstSyncSlugs = (query: string) =>
  searchNames(names, query, 8, (at) => standings[at] ?? 0).map((at) => tools[at]?.slug);

const inSubcategory = (slug: string) => (tool: DirectoryTool) =>
  tool.subcategories.some((subcategory) => subcategory.slug === slug);
/** "2 ratings": a handful, which says little of a tool. */
const fewRatings = (tool: DirectoryTool) => tool.rating.count > 0 && tool.rating.count <= 5;
const wellRated = (tool: DirectoryTool) => tool.rating.count >= 100 && (tool.rating.average ?? 0) >= 4;

/** Whether a tool with a handful of ratings comes before a well-rated one in `found`. */
function fewRatedBeforeWellRated(found: readonly DirectoryTool[]): boolean {
  const firstFew = found.findIndex(fewRatings);
  return firstFew >= 0 && found.slice(firstFew).some(wellRated);
}

describe('search quality over the judged set (the reference directory, 8,123 tools)', () => {
  it('is judged over at least 100 queries of every kind, each with a relevant tool', () => {
    expect(queries.length).toBeGreaterThanOrEqual(100);
    for (const kind of QUERY_KINDS)
      expect(queries.filter((judged) => judged.kind === kind).length).toBeGreaterThan(10);
    for (const judged of queries) expect(judged.relevant.size, judged.query).toBeGreaterThan(0);
  });

  // The server builds its own directory and index (2–3 s on a quiet machine): quality, not speed, is held
  // here, so it has the config's hang guard, like every test.
  it('ranks as well as the reference server at least, and nDCG@10 of 0.8 or more, for every kind of query', async () => {
    const app = createApp({ rateLimitPerMinute: 1_000_000 });
    const server = await searchQuality(
      queries,
      serverSearch((path, init) => app.request(`/api/v1${path}`, init)),
    );
    const local = await searchQuality(queries, localSlugs);

    expect(local.ndcg).toBeGreaterThanOrEqual(0.8);
    expect(local.ndcg).toBeGreaterThanOrEqual(server.ndcg);
    expect(local.firstRelevant).toBeGreaterThanOrEqual(server.firstRelevant);
    // Word forms ("transcription", "video editors") and typos ("Chtagpt") included.
    for (const kind of QUERY_KINDS) expect(local.byKind[kind].ndcg, kind).toBeGreaterThanOrEqual(0.8);
  });

  it('"write blog posts": blog writers, and none with a handful of ratings before well-rated ones', () => {
    const found = search.search('write blog posts', 10);

    expect(found.every(inSubcategory('blog-writing'))).toBe(true);
    expect(found.some(wellRated)).toBe(true);
    expect(fewRatedBeforeWellRated(found)).toBe(false);
  });

  it('"transcribe", in any form: the transcription tools, not a meeting-notes tool with 2 ratings', () => {
    for (const query of ['transcribe', 'transcription', 'transcripts', 'transcribing']) {
      const found = search.search(query, 10);
      expect(found.every(inSubcategory('transcription')), query).toBe(true);
      expect(fewRatedBeforeWellRated(found), query).toBe(false);
    }
  });

  it('the tool named after a category ("Video") is first, during the first sync and after it', () => {
    const categoryNames = new Set(dataset.categories.map((category) => category.name));
    const named = tools.filter((tool) => categoryNames.has(tool.name));
    expect(named.length).toBeGreaterThan(0);
    for (const tool of named) {
      expect(search.search(tool.name)[0]?.slug).toBe(tool.slug);
      expect(firstSyncSlugs(tool.name)[0]).toBe(tool.slug);
    }
  });

  it('during the first sync, a name query finds first what the index finds first', () => {
    const byName = queries.filter((judged) => judged.kind === 'name');
    for (const { query } of byName) expect(firstSyncSlugs(query)[0], query).toBe(localSlugs(query)[0]);
  });
});
