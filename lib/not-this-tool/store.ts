// "Not this tool": the tools a person said a site is not, in storage.local (this device only, never sent;
// storage.local is out of content scripts' reach where the browser allows it). Each entry stops one tool
// matching one host, or the pages under one path of it for a path website; the matcher then lets the
// next most specific tool answer (lib/directory/site-match/matcher.ts, `MatchSkip`).
import * as z from 'zod/mini';
import { oneAtATime } from '../common/one-at-a-time';
import type { SameShape } from '../common/same-shape';
import { isNewerFormat, versionOf } from '../common/stored-format';
import type { MatchReason } from '../directory/site-match/explain';
import type { MatchSkip } from '../directory/site-match/matcher';
import type { NotThisToolEntry } from './public';

export const NOT_THIS_TOOL_KEY = 'notThisTool';
const NOT_THIS_TOOL_VERSION_KEY = `${NOT_THIS_TOOL_KEY}$`;
/** The list's format, kept beside it as wxt/storage keeps an item's version ("notThisTool$" = { v }). */
export const NOT_THIS_TOOL_FORMAT = 1;
/** Far more than anyone marks; past it, the oldest entries go (a few tens of KB at most). */
export const MAX_NOT_THIS_TOOL = 500;

export const notThisToolSchema = z.object({
  slug: z.string().check(z.minLength(1), z.maxLength(200)),
  /** The tool's name when it was marked, so the list can name a tool the directory no longer has. */
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  /** The page's host, normalised as the matcher reads it (no `www.`, punycode). */
  host: z.string().check(z.minLength(1), z.maxLength(300)),
  /** For a path website: its normalised path; the tool still matches the rest of the host (it never did). */
  path: z.optional(z.string().check(z.minLength(2), z.maxLength(2_000), z.startsWith('/'))),
  at: z.number().check(z.gte(0)),
});
export type { NotThisToolEntry };

// The schema and the public face say the same: a change to one that the other lacks fails the typecheck.
true satisfies SameShape<z.infer<typeof notThisToolSchema>, NotThisToolEntry>;
/** What names one entry: the tool, the host and the path. */
export type NotThisToolKey = Pick<NotThisToolEntry, 'slug' | 'host' | 'path'>;

export interface LocalAreaLike {
  get(keys: string[]): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
}

export type NotThisToolOutcome =
  | { ok: true; notThisTool: NotThisToolEntry[] }
  | { ok: false; reason: 'newer' };

export interface NotThisToolStore {
  /** Newest first. */
  list(): Promise<NotThisToolEntry[]>;
  add(entry: NotThisToolEntry): Promise<NotThisToolOutcome>;
  remove(key: NotThisToolKey): Promise<NotThisToolOutcome>;
  /** What the matcher passes over; undefined when nothing is excluded (the matcher's fast path). Never rejects. */
  skip(): Promise<MatchSkip | undefined>;
}

/** The entry that undoes what `reason` matched: the page's host, or the website's path on its host. */
export function notThisToolEntry(
  tool: { slug: string; name: string },
  reason: MatchReason,
  at: number,
): NotThisToolEntry {
  const base = { slug: tool.slug, name: tool.name, host: reason.host, at };
  return reason.rule === 'path' ? { ...base, path: reason.path } : base;
}

export function sameNotThisTool(a: NotThisToolKey, b: NotThisToolKey): boolean {
  return a.slug === b.slug && a.host === b.host && (a.path ?? '') === (b.path ?? '');
}

function readNotThisTool(value: unknown): NotThisToolEntry[] {
  if (!Array.isArray(value)) return [];
  const entries: NotThisToolEntry[] = [];
  for (const entry of value) {
    const parsed = notThisToolSchema.safeParse(entry);
    if (parsed.success && !entries.some((kept) => sameNotThisTool(kept, parsed.data)))
      entries.push(parsed.data);
    if (entries.length === MAX_NOT_THIS_TOOL) break;
  }
  return entries;
}

/** slug + host -> the website paths passed over there ('' for a root website). */
function skipFrom(entries: readonly NotThisToolEntry[]): MatchSkip | undefined {
  if (entries.length === 0) return undefined;
  const byToolAndHost = new Map<string, Set<string>>();
  for (const { slug, host, path } of entries) {
    const key = `${slug} ${host}`;
    const paths = byToolAndHost.get(key);
    if (paths) paths.add(path ?? '');
    else byToolAndHost.set(key, new Set([path ?? '']));
  }
  return (slug, pageHost, websitePath) => byToolAndHost.get(`${slug} ${pageHost}`)?.has(websitePath) ?? false;
}

export function createNotThisToolStore(area: LocalAreaLike): NotThisToolStore {
  // Read once per context and kept: every navigation asks, and every write goes through this store.
  let cached: Promise<{ newer: boolean; entries: NotThisToolEntry[]; skip: MatchSkip | undefined }> | null =
    null;
  const serialize = oneAtATime();
  function read() {
    cached ??= area
      .get([NOT_THIS_TOOL_KEY, NOT_THIS_TOOL_VERSION_KEY])
      .then((stored) => {
        // A newer version's list is neither read nor written over: nothing is excluded here.
        const newer = isNewerFormat(versionOf(stored[NOT_THIS_TOOL_VERSION_KEY]), NOT_THIS_TOOL_FORMAT);
        const entries = newer ? [] : readNotThisTool(stored[NOT_THIS_TOOL_KEY]);
        return { newer, entries, skip: skipFrom(entries) };
      })
      .catch((error: unknown) => {
        cached = null;
        throw error;
      });
    return cached;
  }
  function write(change: (entries: NotThisToolEntry[]) => NotThisToolEntry[]): Promise<NotThisToolOutcome> {
    return serialize(async () => {
      const { newer, entries } = await read();
      if (newer) return { ok: false, reason: 'newer' } as const;
      const next = change(entries).slice(0, MAX_NOT_THIS_TOOL);
      await area.set({ [NOT_THIS_TOOL_KEY]: next, [NOT_THIS_TOOL_VERSION_KEY]: { v: NOT_THIS_TOOL_FORMAT } });
      cached = Promise.resolve({ newer, entries: next, skip: skipFrom(next) });
      return { ok: true, notThisTool: next } as const;
    });
  }
  return {
    list: async () => (await read()).entries,
    // Every match waits for this: storage that fails to answer costs the notThisTool, never the match.
    skip: async () => (await read().catch(() => null))?.skip,
    add: (entry) =>
      write((entries) => [
        notThisToolSchema.parse(entry),
        ...entries.filter((kept) => !sameNotThisTool(kept, entry)),
      ]),
    remove: (key) => write((entries) => entries.filter((kept) => !sameNotThisTool(kept, key))),
  };
}
