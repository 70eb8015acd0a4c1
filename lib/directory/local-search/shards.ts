// The stored search index in parts, so a query typed the moment the popup opens reads what it needs, not
// the whole index (about 5 MB at 50,000 tools): a head (per tool: standing, slug, name length) and one shard
// per first letter of the terms (their postings). A query's words are answered from their letters'
// shards; only a query that needs typo forgiveness reads them all.
//
// Splitting by first letter keeps each shard a contiguous run of the sorted vocabulary, so joining
// shards in key order gives an index the search reads as it reads a whole one.
import { z } from 'zod/mini';
import {
  SEARCH_FORMAT,
  type SearchPostings,
  type SerializedSearch,
  TERM_JOINER,
  type TermPostings,
  termPostingsSchema,
  vocabularyOf,
} from './index-format';

/** Per tool, what every query needs to rank and name its results. */
export interface SearchHead {
  format: number;
  standing: Float32Array;
  /** One string, a line per tool: reading it back is one copy, not one string per tool. */
  slugs: string;
  nameWords: Uint8Array;
  /** The shards written with this head, in key order. */
  shardKeys: string[];
}

/** The terms starting with one letter and their postings (positions are the head's). */
export type SearchShard = TermPostings;

const SLUG_JOINER = '\n';

const headSchema = z.object({
  format: z.literal(SEARCH_FORMAT),
  standing: z.instanceof(Float32Array),
  slugs: z.string(),
  nameWords: z.instanceof(Uint8Array),
  shardKeys: z.array(z.string()),
});

/** The shard a term (or a query word, which finds terms starting with it) belongs to. */
export function shardKeyOf(term: string): string {
  return term.charAt(0);
}

/** Where each line of `lines` starts, found once: the slug of a result is one slice away. */
function lineStarts(lines: string): Uint32Array {
  const starts: number[] = [];
  if (lines !== '') {
    let at = 0;
    do {
      starts.push(at);
      at = lines.indexOf(SLUG_JOINER, at) + 1;
    } while (at > 0);
  }
  return Uint32Array.from(starts);
}

export interface ReadHead extends SearchHead {
  slugOf(doc: number): string | undefined;
}

export function readHead(value: unknown): ReadHead | null {
  const parsed = headSchema.safeParse(value);
  if (!parsed.success) return null;
  const head = parsed.data;
  const starts = lineStarts(head.slugs);
  const docs = starts.length;
  if (head.standing.length !== docs || head.nameWords.length !== docs) return null;
  return {
    ...head,
    slugOf(doc) {
      const start = starts[doc];
      if (start === undefined) return undefined;
      const end = starts[doc + 1];
      return head.slugs.slice(start, end === undefined ? undefined : end - 1);
    },
  };
}

export function readShard(value: unknown): SearchShard | null {
  const parsed = termPostingsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A whole index as a head and its shards, each shard's postings starting at 0. */
export function splitSearch(index: SerializedSearch): { head: SearchHead; shards: Map<string, SearchShard> } {
  const vocabulary = vocabularyOf(index.terms);
  const shards = new Map<string, SearchShard>();
  let from = 0;
  while (from < vocabulary.length) {
    const key = shardKeyOf(vocabulary[from] ?? '');
    let to = from + 1;
    while (to < vocabulary.length && shardKeyOf(vocabulary[to] ?? '') === key) to++;
    const primaryFrom = index.primaryStart[from] ?? 0;
    const primaryTo = index.primaryStart[to] ?? 0;
    const descriptionFrom = index.descriptionStart[from] ?? 0;
    const descriptionTo = index.descriptionStart[to] ?? 0;
    shards.set(key, {
      terms: vocabulary.slice(from, to).join(TERM_JOINER),
      primaryStart: index.primaryStart.slice(from, to + 1).map((at) => at - primaryFrom),
      primaryDocs: index.primaryDocs.slice(primaryFrom, primaryTo),
      primaryFields: index.primaryFields.slice(primaryFrom, primaryTo),
      descriptionStart: index.descriptionStart.slice(from, to + 1).map((at) => at - descriptionFrom),
      descriptionDocs: index.descriptionDocs.slice(descriptionFrom, descriptionTo),
    });
    from = to;
  }
  const head: SearchHead = {
    format: index.format,
    standing: index.standing,
    slugs: index.slugs.join(SLUG_JOINER),
    nameWords: index.nameWords,
    shardKeys: [...shards.keys()],
  };
  return { head, shards };
}

function concat<T extends Uint32Array | Uint8Array>(parts: T[], make: (length: number) => T): T {
  const joined = make(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}

/** Starts of consecutive shards as one list: each shard's offsets moved past the postings before it. */
function joinStarts(starts: Uint32Array[], postings: number[]): Uint32Array {
  const joined = new Uint32Array(starts.reduce((sum, part) => sum + part.length - 1, 0) + 1);
  let at = 0;
  let offset = 0;
  starts.forEach((part, i) => {
    for (let t = 0; t < part.length - 1; t++) joined[at++] = (part[t] ?? 0) + offset;
    offset += postings[i] ?? 0;
  });
  joined[at] = offset;
  return joined;
}

/**
 * One index from the head and the given shards (any of them; joined in key order). With every shard it
 * is the index that was split; with some, it answers exactly for words starting with their letters.
 */
export function joinSearch(head: SearchHead, shards: ReadonlyMap<string, SearchShard>): SearchPostings {
  const parts = [...shards.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, shard]) => shard);
  const nonEmpty = parts.filter((shard) => shard.terms !== '');
  return {
    format: head.format,
    terms: nonEmpty.map((shard) => shard.terms).join(TERM_JOINER),
    primaryStart: joinStarts(
      nonEmpty.map((shard) => shard.primaryStart),
      nonEmpty.map((shard) => shard.primaryDocs.length),
    ),
    primaryDocs: concat(
      nonEmpty.map((shard) => shard.primaryDocs),
      (length) => new Uint32Array(length),
    ),
    primaryFields: concat(
      nonEmpty.map((shard) => shard.primaryFields),
      (length) => new Uint8Array(length),
    ),
    descriptionStart: joinStarts(
      nonEmpty.map((shard) => shard.descriptionStart),
      nonEmpty.map((shard) => shard.descriptionDocs.length),
    ),
    descriptionDocs: concat(
      nonEmpty.map((shard) => shard.descriptionDocs),
      (length) => new Uint32Array(length),
    ),
    standing: head.standing,
    nameWords: head.nameWords,
  };
}
