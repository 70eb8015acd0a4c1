import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_TOOLS, type RunningServer, type ToolJson, type ToolRecord } from '../../server/index';
import { call, startTestServer } from './helpers';

function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  a.forEach((value, i) => {
    const other = b[i] ?? 0;
    dot += value * other;
    normA += value * value;
    normB += other * other;
  });
  return dot / Math.sqrt(normA * normB);
}

describe('GET /tools/{slug}/alternatives', () => {
  let server: RunningServer;
  let bySlug: Map<string, ToolRecord>;

  beforeAll(async () => {
    server = await startTestServer();
    bySlug = new Map(server.dataset.tools.map((tool) => [tool.slug, tool]));
  });
  afterAll(() => server.close());

  const alternatives = async (slug: string) => {
    const answer = await call<{ data: ToolJson[] }>(server, `/tools/${slug}/alternatives`);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['data']);
    return answer.body.data;
  };

  it('answers { data: Tool[] } with the five visible tools nearest by cosine similarity, nearest first', async () => {
    for (const record of [
      server.dataset.visibleTools[100],
      server.dataset.visibleTools[4000],
    ] as ToolRecord[]) {
      if (!record.embedding) continue;
      const embedding = record.embedding;
      const expected = server.dataset.visibleTools
        .filter((tool) => tool.embedding && tool.id !== record.id)
        .map((tool) => ({ slug: tool.slug, score: cosine(embedding, tool.embedding ?? []) }))
        .sort((a, b) => b.score - a.score)
        .slice(0, 5);
      const actual = await alternatives(record.slug);
      expect(actual.map((tool) => tool.slug)).toEqual(expected.map((tool) => tool.slug));
    }
  });

  it('never includes the tool itself nor a hidden tool, and never more than five', async () => {
    const hiddenSlugs = new Set(server.dataset.hiddenTools.map((tool) => tool.slug));
    for (const record of server.dataset.visibleTools.filter((_, i) => i % 400 === 0)) {
      const list = await alternatives(record.slug);
      expect(list.length).toBeLessThanOrEqual(5);
      expect(list.map((tool) => tool.slug)).not.toContain(record.slug);
      for (const tool of list) expect(hiddenSlugs.has(tool.slug)).toBe(false);
    }
  });

  it('ignores hidden tools even when they are the nearest', async () => {
    // Hidden tools were generated near the same centroids; some are certainly among the raw nearest.
    const hidden = server.dataset.hiddenTools.find((tool) => tool.embedding);
    if (!hidden?.embedding) throw new Error('no hidden tool with an embedding');
    const embedding = hidden.embedding;
    const nearestVisible = server.dataset.visibleTools
      .filter((tool) => tool.embedding)
      .sort(
        (a, b) => cosine(embedding, b.embedding ?? []) - cosine(embedding, a.embedding ?? []),
      )[0] as ToolRecord;
    const list = await alternatives(nearestVisible.slug);
    expect(list.map((tool) => tool.slug)).not.toContain(hidden.slug);
  });

  it('answers an empty list for a tool without an embedding', async () => {
    const record = server.dataset.visibleTools.find((tool) => tool.embedding === null);
    if (!record) throw new Error('every tool has an embedding');
    expect(await alternatives(record.slug)).toEqual([]);
  });

  it('suggests tools of the same kind: an image generator gets image generators', async () => {
    for (const slug of ['midjourney', 'descript', 'github-copilot']) {
      const subcategory = bySlug.get(slug)?.subcategoryIds[0];
      const list = await alternatives(slug);
      expect(list).toHaveLength(5);
      for (const tool of list)
        expect(
          tool.subcategories.map((sub) => sub.id),
          `${slug} → ${tool.slug}`,
        ).toContain(subcategory);
    }
  });

  it('gives every known tool exactly five alternatives', async () => {
    for (const known of KNOWN_TOOLS) expect((await alternatives(known.slug)).length, known.slug).toBe(5);
  });

  it('answers full tool objects, the same as the tool detail', async () => {
    const [first] = await alternatives('chatgpt');
    if (!first) throw new Error('no alternative');
    const detail = await call<{ data: ToolJson }>(server, `/tools/${first.slug}`);
    expect(first).toEqual(detail.body.data);
  });
});
