// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSiteMatcher } from '../../../lib/directory/site-match/matcher';
import {
  createNotThisToolStore,
  MAX_NOT_THIS_TOOL,
  NOT_THIS_TOOL_KEY,
  type NotThisToolEntry,
  notThisToolEntry,
} from '../../../lib/not-this-tool/store';

function memoryArea(initial: Record<string, unknown> = {}) {
  const data: Record<string, unknown> = { ...initial };
  let writes = 0;
  return {
    data,
    writes: () => writes,
    async get(keys: string[]) {
      return Object.fromEntries(keys.filter((key) => key in data).map((key) => [key, data[key]]));
    },
    async set(items: Record<string, unknown>) {
      writes++;
      Object.assign(data, structuredClone(items));
    },
  };
}

const chatgpt: NotThisToolEntry = { slug: 'chatgpt', name: 'ChatGPT', host: 'chatgpt.com', at: 1 };
const copilot: NotThisToolEntry = {
  slug: 'github-copilot',
  name: 'GitHub Copilot',
  host: 'github.com',
  path: '/features/copilot',
  at: 2,
};

describe('notThisToolEntry: what "Not this tool" stores for each rule', () => {
  const tool = { slug: 'example', name: 'Example' };
  it("the page's host for a host or subdomain match; the website's path for a path match", () => {
    expect(notThisToolEntry(tool, { rule: 'host', host: 'example.com', query: [] }, 5)).toEqual({
      ...tool,
      host: 'example.com',
      at: 5,
    });
    expect(
      notThisToolEntry(
        tool,
        { rule: 'subdomain', host: 'docs.example.com', website: 'example.com', query: [] },
        5,
      ),
    ).toEqual({ ...tool, host: 'docs.example.com', at: 5 });
    expect(notThisToolEntry(tool, { rule: 'path', host: 'github.com', path: '/x/y', query: [] }, 5)).toEqual({
      ...tool,
      host: 'github.com',
      path: '/x/y',
      at: 5,
    });
  });
});

describe('the exclusion store', () => {
  it('adds newest first, once per tool, host and path, with its format; removes one by its key', async () => {
    const area = memoryArea();
    const store = createNotThisToolStore(area);
    expect(await store.list()).toEqual([]);
    expect(await store.skip()).toBeUndefined();
    await store.add(chatgpt);
    await store.add(copilot);
    await store.add({ ...chatgpt, at: 3 });
    expect(await store.list()).toEqual([{ ...chatgpt, at: 3 }, copilot]);
    expect(area.data[`${NOT_THIS_TOOL_KEY}$`]).toEqual({ v: 1 });
    // Another context (or a restarted worker) reads the same list.
    expect(await createNotThisToolStore(area).list()).toEqual([{ ...chatgpt, at: 3 }, copilot]);
    await store.remove({ slug: 'github-copilot', host: 'github.com', path: '/features/copilot' });
    expect(await store.list()).toEqual([{ ...chatgpt, at: 3 }]);
    // A path entry is not a host entry.
    await store.remove({ slug: 'chatgpt', host: 'chatgpt.com', path: '/c' });
    expect(await store.list()).toHaveLength(1);
  });

  it('the skip passes over exactly the tool on that host (and path)', async () => {
    const store = createNotThisToolStore(memoryArea());
    await store.add(chatgpt);
    await store.add(copilot);
    const skip = await store.skip();
    if (!skip) throw new Error('expected a skip');
    expect(skip('chatgpt', 'chatgpt.com', '')).toBe(true);
    expect(skip('chatgpt', 'help.chatgpt.com', '')).toBe(false);
    expect(skip('other', 'chatgpt.com', '')).toBe(false);
    expect(skip('github-copilot', 'github.com', '/features/copilot')).toBe(true);
    expect(skip('github-copilot', 'github.com', '')).toBe(false);

    const matcher = createSiteMatcher([
      { slug: 'github', website: 'https://github.com/' },
      { slug: 'github-copilot', website: 'https://github.com/features/copilot' },
      { slug: 'chatgpt', website: 'https://chatgpt.com/' },
    ]);
    expect(matcher.match('https://github.com/features/copilot', skip)).toBe('github');
    expect(matcher.match('https://chatgpt.com/c/1', skip)).toBeNull();
    expect(matcher.match('https://help.chatgpt.com/', skip)).toBe('chatgpt');
  });

  it('reads entry by entry: what fails the schema or repeats is skipped', async () => {
    const store = createNotThisToolStore(
      memoryArea({
        [NOT_THIS_TOOL_KEY]: [
          chatgpt,
          { slug: 'x' },
          'junk',
          { ...chatgpt, at: 9 },
          { ...copilot, path: 'no-slash' },
        ],
      }),
    );
    expect(await store.list()).toEqual([chatgpt]);
  });

  it('keeps at most MAX_NOT_THIS_TOOL, dropping the oldest', async () => {
    const many = Array.from({ length: MAX_NOT_THIS_TOOL }, (_, i) => ({
      ...chatgpt,
      host: `h${i}.example`,
      at: i,
    }));
    const area = memoryArea({ [NOT_THIS_TOOL_KEY]: [...many, { ...chatgpt, host: 'over.example' }] });
    const store = createNotThisToolStore(area);
    expect(await store.list()).toHaveLength(MAX_NOT_THIS_TOOL);
    await store.add({ ...chatgpt, host: 'new.example', at: 1_000 });
    const kept = await store.list();
    expect(kept).toHaveLength(MAX_NOT_THIS_TOOL);
    expect(kept[0]?.host).toBe('new.example');
    expect(kept.some((entry) => entry.host === `h${MAX_NOT_THIS_TOOL - 1}.example`)).toBe(false);
  });

  it('a list a newer version wrote is neither read nor written over', async () => {
    const newer = { [NOT_THIS_TOOL_KEY]: [{ future: true }, chatgpt], [`${NOT_THIS_TOOL_KEY}$`]: { v: 2 } };
    const area = memoryArea(newer);
    const store = createNotThisToolStore(area);
    expect(await store.list()).toEqual([]);
    expect(await store.skip()).toBeUndefined();
    expect(await store.add(copilot)).toEqual({ ok: false, reason: 'newer' });
    expect(await store.remove(chatgpt)).toEqual({ ok: false, reason: 'newer' });
    expect(area.writes()).toBe(0);
    expect(area.data).toEqual(newer);
  });

  it('storage that fails to answer costs the notThisTool, never the match; the next read tries again', async () => {
    const area = memoryArea({ [NOT_THIS_TOOL_KEY]: [chatgpt] });
    const get = area.get.bind(area);
    let failing = true;
    area.get = async (keys: string[]) => {
      if (failing) throw new Error('storage is gone');
      return get(keys);
    };
    const store = createNotThisToolStore(area);
    expect(await store.skip()).toBeUndefined();
    failing = false;
    expect((await store.skip())?.('chatgpt', 'chatgpt.com', '')).toBe(true);
  });

  it('refuses an entry that fails its own schema, writing nothing', async () => {
    const area = memoryArea();
    const store = createNotThisToolStore(area);
    await expect(store.add({ ...chatgpt, host: '' })).rejects.toThrow();
    expect(area.writes()).toBe(0);
    expect(await store.list()).toEqual([]);
  });
});
