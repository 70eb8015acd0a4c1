// The local search's index as it is built and stored: the sorted terms and, per term, the tools whose
// name or subcategories hold it and those whose description does, in typed arrays (IndexedDB stores
// them as they are). Built once per sync from the records (buildIndex); a stored one is checked before
// use (consistent).
import { z } from 'zod/mini';
import { standing } from '../alternatives/standing';
import { STOP_WORDS, terms } from '../public/terms';
import type { DirectoryTool } from '../record';

/** Joins the sorted terms in storage; a separator, so it is never inside a term. */
export const TERM_JOINER = ' ';

/** The sorted terms an index joined with TERM_JOINER, as a list. */
export function vocabularyOf(joined: string): string[] {
  return joined === '' ? [] : joined.split(TERM_JOINER);
}
/** Where a term is in a tool: its name, a subcategory (the bits of primaryFields). */
export const NAME = 1;
export const SUBCATEGORY = 2;
/**
 * 2 (0.3.0, 0.4.0): per tool its listing rank and its name's meaningful words. 3: its standing
 * (lib/directory/alternatives/standing.ts) and all its name's words instead, and "my", "how"… no longer indexed. An
 * index of another format is not read: it is built again from the records.
 */
export const SEARCH_FORMAT = 3;

/**
 * What LocalSearch.serialize writes: plain strings and typed arrays, so IndexedDB stores it as it is.
 * Postings are tool positions (listing order of the tools given), ascending, per term.
 */
export interface SerializedSearch {
  format: number;
  /** The sorted distinct terms, joined by a space. */
  terms: string;
  /** Term t's name/subcategory postings are primaryDocs[primaryStart[t] .. primaryStart[t + 1]). */
  primaryStart: Uint32Array;
  primaryDocs: Uint32Array;
  /** Per primary posting: 1 = in the name, 2 = in a subcategory, 3 = both. */
  primaryFields: Uint8Array;
  descriptionStart: Uint32Array;
  descriptionDocs: Uint32Array;
  /**
   * Per tool: its standing (Bayesian average rating and popularity, higher first: lib/directory/alternatives/standing.ts),
   * which orders equally relevant tools, its slug, and how many distinct words its name has, filler
   * words included ("FrameWave AI" 2, so "framewave" is the whole name of "FrameWave" only).
   */
  standing: Float32Array;
  slugs: string[];
  nameWords: Uint8Array;
}

/** The terms and their postings, without what is kept per tool (a stored shard holds just this). */
export const termPostingsSchema = z.object({
  terms: z.string(),
  primaryStart: z.instanceof(Uint32Array),
  primaryDocs: z.instanceof(Uint32Array),
  primaryFields: z.instanceof(Uint8Array),
  descriptionStart: z.instanceof(Uint32Array),
  descriptionDocs: z.instanceof(Uint32Array),
});
export type TermPostings = z.infer<typeof termPostingsSchema>;

export const serializedSearchSchema = z.extend(termPostingsSchema, {
  format: z.literal(SEARCH_FORMAT),
  standing: z.instanceof(Float32Array),
  slugs: z.array(z.string()),
  nameWords: z.instanceof(Uint8Array),
});

export function buildIndex(tools: readonly DirectoryTool[]): SerializedSearch {
  const primary = new Map<string, number[]>(); // doc * 4 + fields, per term
  const description = new Map<string, number[]>();
  const nameWords = new Uint8Array(tools.length);
  const standings = new Float32Array(tools.length);
  const addPrimary = (term: string, doc: number, field: number) => {
    let list = primary.get(term);
    if (!list) {
      list = [];
      primary.set(term, list);
    }
    const last = list.length - 1;
    const lastEntry = list[last] ?? -1;
    if (lastEntry >= 0 && lastEntry >> 2 === doc) list[last] = lastEntry | field;
    else list.push(doc * 4 + field);
  };
  tools.forEach((tool, doc) => {
    standings[doc] = standing(tool.rating, tool.rank);
    const name = terms(tool.name);
    nameWords[doc] = Math.min(255, new Set(name).size);
    for (const term of name) addPrimary(term, doc, NAME);
    for (const { name: subcategory } of tool.subcategories)
      for (const term of terms(subcategory)) if (!STOP_WORDS.has(term)) addPrimary(term, doc, SUBCATEGORY);
    for (const term of terms(tool.description)) {
      if (STOP_WORDS.has(term)) continue;
      let list = description.get(term);
      if (!list) {
        list = [];
        description.set(term, list);
      }
      if (list[list.length - 1] !== doc) list.push(doc);
    }
  });
  const sorted = [...new Set([...primary.keys(), ...description.keys()])].sort();
  let primaryCount = 0;
  let descriptionCount = 0;
  for (const list of primary.values()) primaryCount += list.length;
  for (const list of description.values()) descriptionCount += list.length;
  const index: SerializedSearch = {
    format: SEARCH_FORMAT,
    terms: sorted.join(TERM_JOINER),
    primaryStart: new Uint32Array(sorted.length + 1),
    primaryDocs: new Uint32Array(primaryCount),
    primaryFields: new Uint8Array(primaryCount),
    descriptionStart: new Uint32Array(sorted.length + 1),
    descriptionDocs: new Uint32Array(descriptionCount),
    standing: standings,
    slugs: tools.map((tool) => tool.slug),
    nameWords,
  };
  let p = 0;
  let d = 0;
  sorted.forEach((term, t) => {
    index.primaryStart[t] = p;
    index.descriptionStart[t] = d;
    for (const entry of primary.get(term) ?? []) {
      index.primaryDocs[p] = entry >> 2;
      index.primaryFields[p++] = entry & 3;
    }
    for (const doc of description.get(term) ?? []) index.descriptionDocs[d++] = doc;
  });
  index.primaryStart[sorted.length] = p;
  index.descriptionStart[sorted.length] = d;
  return index;
}

/** The index without its slugs: what the search reads (the slugs only name its results). */
export type SearchPostings = Omit<SerializedSearch, 'slugs'>;

/** Whether the arrays agree with each other: a stored index cut short or edited is refused. */
export function consistent(index: SearchPostings, termCount: number): boolean {
  const docs = index.standing.length;
  const last = (list: Uint32Array) => list[list.length - 1];
  return (
    index.nameWords.length === docs &&
    index.primaryStart.length === termCount + 1 &&
    index.descriptionStart.length === termCount + 1 &&
    last(index.primaryStart) === index.primaryDocs.length &&
    index.primaryFields.length === index.primaryDocs.length &&
    last(index.descriptionStart) === index.descriptionDocs.length &&
    largest(index.primaryDocs) < docs &&
    largest(index.descriptionDocs) < docs
  );
}

function largest(list: Uint32Array): number {
  let max = -1;
  for (let i = 0; i < list.length; i++) if ((list[i] as number) > max) max = list[i] as number;
  return max;
}
