// Instant search over the local directory (popup as-you-type, omnibox): no request, no network.
//
// An inverted index in typed arrays, built once per sync and stored as it is (IndexedDB clones typed
// arrays as bytes), so a worker start loads it without indexing or parsing anything.
//
// Decisions (docs/architecture.md, "How local search ranks"):
// - A word scores by where it matched (name 4, subcategory 2, description 1), how (as typed 1, another
//   form of it 0.9: "transcription" for "transcribe", as the start of a term 0.6 × the share typed, with a
//   typo 0.3) and how rare the term is. Term counts and field lengths are left out: in one-line
//   descriptions they rank noise, and leaving them out lets a query score a doc with two array reads.
// - Scores within RELEVANCE_TIE are equally relevant: the tool's standing (a Bayesian average of its
//   ratings, nudged by popularity: lib/directory/alternatives/standing.ts) orders them, so two ratings of 5.0 do not
//   lead a list of tools rated well by hundreds.
// - Every query word must match, as typed, in another form or as a start; a word that matches no term at
//   all is read with a typo forgiven (the closest terms only). When fewer than FEW_FULL_MATCHES tools hold
//   every word, those missing one follow them; when none hold that many, any word may match. Words that
//   only say something is made or done ("make", "turn", "generate") rank but are not required. Short
//   words (under 3 letters) are the start of a name being typed: they match names and subcategories only.
// - When every word must match, the rarest word's tools are scored first and only those for the other
//   words, so a common word costs what the rare one allows.
import { z } from 'zod/mini';
import {
  bitCount,
  boundedDistance,
  formsStartWith,
  isOptionalWord,
  letterMask,
  searchWords,
  stem,
  terms,
  typoAllowance,
} from '../public/terms';
import type { DirectoryTool } from '../record';
import {
  buildIndex,
  consistent,
  NAME,
  type SearchPostings,
  type SerializedSearch,
  serializedSearchSchema,
  vocabularyOf,
} from './index-format';

export interface LocalSearch {
  /** Best matches first; a query under 2 characters gives nothing (as the API's /search). */
  search(query: string, limit?: number): DirectoryTool[];
  /** The same first `limit`, and how many tools match in all (what a longer limit would reach). */
  rank(query: string, limit: number): { tools: DirectoryTool[]; total: number };
  /** The index as data that loadLocalSearch reads back without indexing the tools again. */
  serialize(): SerializedSearch;
}

/** A search that knows the tools only by slug: what a stored index answers before any record is read. */
export interface KeyedSearch {
  /** The slugs of the best matches, best first (the same order LocalSearch.search gives). */
  find(query: string, limit?: number): string[];
  /**
   * The same, as long as every word matches a term as typed, in another form or as its start: none when
   * a word needs typo forgiveness. Reads only the terms that start with the words' first letters.
   */
  findAsTyped(query: string, limit?: number): string[];
  /** `find` with how many tools match in all; a longer limit extends the same order. */
  rank(query: string, limit: number): KeyedRanking;
  /** `findAsTyped` with how many tools match in all. */
  rankAsTyped(query: string, limit: number): KeyedRanking;
  readonly size: number;
}

export interface KeyedRanking {
  slugs: string[];
  total: number;
}

/** Positions of the best tools, best first, and how many matched in all. */
interface Ranking {
  docs: number[];
  total: number;
}

const NOTHING: Ranking = { docs: [], total: 0 };

/** A word shorter than this is the start of a name being typed: matching it across descriptions is noise and slow. */
const MIN_DESCRIPTION_TERM_LENGTH = 3;
/** Relevance closer than this fraction is a tie, settled by the tools' standing. */
const RELEVANCE_TIE = 0.05;
const NAME_WEIGHT = 4;
const SUBCATEGORY_WEIGHT = 2;
const DESCRIPTION_WEIGHT = 1;
const FORM_WEIGHT = 0.9;
const PREFIX_WEIGHT = 0.6;
const FUZZY_WEIGHT = 0.3;
/**
 * A name of the query's words and no more comes before longer names that hold them: "Jasper" before
 * "Jasper Labs" for "jasper", and for "jas" as it is typed.
 */
const WHOLE_NAME_BONUS = 1.25;
/** When fewer tools than this hold every word, the tools that miss one follow them. */
const FEW_FULL_MATCHES = 10;
/** A term longer than a word by more than this is none of its forms ("ization" less "iz", plus an "s"). */
const LONGEST_ENDING = 6;

/** How a query word matched a term: as typed, another form of it, its start, or with a typo. */
type Matched = 'typed' | 'form' | 'start' | 'typo';

/** A query word and the terms it matches: [term, weight, how]. */
interface QueryWord {
  withDescriptions: boolean;
  optional: boolean;
  terms: [number, number, Matched][];
}

/** The search over a built or stored index: positions of the best tools, best first. */
function searcher(index: SearchPostings, vocabulary: string[]) {
  const docCount = index.standing.length;
  // Per tool, reused across queries (stamps instead of clearing): the pass and word that last touched it,
  // and the last word that matched its name whole.
  const passStamp = new Int32Array(docCount);
  const termStamp = new Int32Array(docCount);
  const wordsMatched = new Uint8Array(docCount);
  const wholeNameWords = new Uint8Array(docCount);
  const wholeNameStamp = new Int32Array(docCount);
  const total = new Float64Array(docCount);
  const termBest = new Float64Array(docCount);
  let passes = 0;
  let words = 0;
  let masks: Uint32Array | null = null;

  const documentFrequency = (t: number) =>
    (index.primaryStart[t + 1] ?? 0) -
    (index.primaryStart[t] ?? 0) +
    (index.descriptionStart[t + 1] ?? 0) -
    (index.descriptionStart[t] ?? 0);
  const rarity = (t: number) => {
    const df = documentFrequency(t);
    return Math.log(1 + (docCount - df + 0.5) / (df + 0.5));
  };

  function firstAtOrAfter(term: string): number {
    let low = 0;
    let high = vocabulary.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((vocabulary[middle] ?? '') < term) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** The terms a word matches as typed, in another form, or as their start. */
  function asTyped(word: string): Map<number, [number, Matched]> {
    const found = new Map<number, [number, Matched]>();
    const first = firstAtOrAfter(word);
    // A word typed whole is as rare as it is: the longer, rarer terms it starts ("designly" for "design")
    // are worth no more than it, or every unique name starting with a common word would lead.
    const typedRarity = vocabulary[first] === word ? rarity(first) : Number.POSITIVE_INFINITY;
    for (let t = first; t < vocabulary.length; t++) {
      const term = vocabulary[t] ?? '';
      if (!term.startsWith(word)) break;
      if (term === word) found.set(t, [1, 'typed']);
      else {
        // The more of a term is typed, the likelier it is the term meant ("leads" is less "leadster" than "lead").
        const completion = (PREFIX_WEIGHT * word.length) / term.length;
        found.set(t, [completion * Math.min(1, typedRarity / rarity(t)), 'start']);
      }
    }
    if (word.length < MIN_DESCRIPTION_TERM_LENGTH) return found;
    const wordStem = stem(word);
    const from = formsStartWith(word);
    for (let t = firstAtOrAfter(from); t < vocabulary.length; t++) {
      const term = vocabulary[t] ?? '';
      if (!term.startsWith(from)) break;
      if (found.get(t)?.[1] === 'typed' || term.length > word.length + LONGEST_ENDING) continue;
      if (stem(term) === wordStem) found.set(t, [FORM_WEIGHT, 'form']);
    }
    return found;
  }

  /** The terms closest to a word that matches none as typed, within its typo allowance. */
  function withTypo(word: string): Map<number, [number, Matched]> {
    const found = new Map<number, [number, Matched]>();
    const allowance = typoAllowance(word);
    if (allowance === 0) return found;
    masks ??= Uint32Array.from(vocabulary, letterMask);
    const wordMask = letterMask(word);
    let closest = allowance;
    for (let v = 0; v < vocabulary.length; v++) {
      const term = vocabulary[v] ?? '';
      if (Math.abs(term.length - word.length) > closest) continue;
      if (bitCount((masks[v] ?? 0) ^ wordMask) > 2 * closest) continue;
      const distance = boundedDistance(word, term, closest);
      if (distance > closest) continue;
      if (distance < closest) {
        found.clear();
        closest = distance;
      }
      found.set(v, [(FUZZY_WEIGHT * word.length) / (word.length + distance), 'typo']);
    }
    return found;
  }

  /** The query's words and their terms; null when `typos` is false and a word matches no term as typed. */
  function plan(typed: string[], typos: boolean): QueryWord[] | null {
    const planned: QueryWord[] = [];
    for (const word of typed) {
      let matches = asTyped(word);
      if (matches.size === 0) {
        if (!typos) return null;
        matches = withTypo(word);
      }
      planned.push({
        withDescriptions: word.length >= MIN_DESCRIPTION_TERM_LENGTH,
        optional: isOptionalWord(word),
        terms: [...matches].map(([t, [weight, how]]) => [t, weight, how]),
      });
    }
    // A query of nothing but such words needs them.
    if (planned.every((word) => word.optional)) for (const word of planned) word.optional = false;
    return planned;
  }

  const cost = (word: QueryWord) =>
    word.terms.reduce(
      (sum, [t]) =>
        sum +
        (index.primaryStart[t + 1] ?? 0) -
        (index.primaryStart[t] ?? 0) +
        (word.withDescriptions ? (index.descriptionStart[t + 1] ?? 0) - (index.descriptionStart[t] ?? 0) : 0),
      0,
    );

  /**
   * Adds each word's best term score to the tools it matches. Only the first `open` words bring tools in;
   * the others score the tools already in. With `strict`, a word scores only the tools that hold every
   * word before it. `counted` words count towards wordsMatched (the optional ones do not).
   */
  function score(
    pass: number,
    planned: QueryWord[],
    options: { open: number; strict: boolean; counted: boolean },
    touched: number[],
  ): void {
    const { open, strict, counted } = options;
    planned.forEach((entry, position) => {
      const word = ++words;
      const onlyKnown = position >= open;
      const visit = (doc: number, value: number, wholeName: boolean) => {
        if (passStamp[doc] !== pass) {
          if (onlyKnown) return;
          passStamp[doc] = pass;
          wordsMatched[doc] = 0;
          wholeNameWords[doc] = 0;
          total[doc] = 0;
          touched.push(doc);
        } else if (strict && wordsMatched[doc] !== position && termStamp[doc] !== word) return;
        if (termStamp[doc] !== word) {
          termStamp[doc] = word;
          termBest[doc] = 0;
          if (counted) wordsMatched[doc] = (wordsMatched[doc] ?? 0) + 1;
        }
        const best = termBest[doc] ?? 0;
        if (value > best) {
          total[doc] = (total[doc] ?? 0) + value - best;
          termBest[doc] = value;
        }
        if (wholeName && wholeNameStamp[doc] !== word) {
          wholeNameStamp[doc] = word;
          wholeNameWords[doc] = (wholeNameWords[doc] ?? 0) + 1;
        }
      };
      for (const [t, weight, how] of entry.terms) {
        const scale = weight * rarity(t);
        // A name is a proper noun: another form of a word in it ("Lead Craft" for "leads") is a coincidence,
        // worth a description's mention; as typed, started or mistyped, it is the name being looked for.
        const nameScale = scale * (how === 'form' ? DESCRIPTION_WEIGHT : NAME_WEIGHT);
        for (let p = index.primaryStart[t] ?? 0, end = index.primaryStart[t + 1] ?? 0; p < end; p++) {
          const inName = ((index.primaryFields[p] ?? 0) & NAME) !== 0;
          visit(index.primaryDocs[p] ?? 0, inName ? nameScale : scale * SUBCATEGORY_WEIGHT, inName);
        }
        if (!entry.withDescriptions) continue;
        const descriptionScore = scale * DESCRIPTION_WEIGHT;
        for (let p = index.descriptionStart[t] ?? 0, end = index.descriptionStart[t + 1] ?? 0; p < end; p++)
          visit(index.descriptionDocs[p] ?? 0, descriptionScore, false);
      }
    });
  }

  /** `typedCount`: the query's distinct words, filler words included, to tell a whole name. */
  function run(planned: QueryWord[], typedCount: number, limit: number): Ranking {
    const required = planned.filter((word) => !word.optional).sort((a, b) => cost(a) - cost(b));
    const optional = planned.filter((word) => word.optional);
    let pass = ++passes;
    let touched: number[] = [];
    score(pass, required, { open: 1, strict: true, counted: true }, touched);
    let full = 0;
    for (const doc of touched) if (wordsMatched[doc] === required.length) full++;
    let fewest = required.length;
    // Not bound to the limit: a longer limit (the next page) must extend the same order.
    if (required.length > 1 && full < FEW_FULL_MATCHES) {
      // Few tools hold every word: every tool holding any of them is scored, and the nearest misses follow.
      // The start of a name being typed ("20" in "Assistmax.ai 20") brings in no tool of its own.
      const long = required.filter((word) => word.withDescriptions);
      const short = required.filter((word) => !word.withDescriptions);
      pass = ++passes;
      touched = [];
      const open = long.length > 0 ? long.length : short.length;
      score(pass, [...long, ...short], { open, strict: false, counted: true }, touched);
      let most = 0;
      for (const doc of touched) most = Math.max(most, wordsMatched[doc] ?? 0);
      fewest = most === required.length ? required.length - 1 : most;
    }
    // (Arrays of every matching tool are made as seldom as can be: a common word matches 12,000 of 50,000.)
    const kept =
      required.length === 1 ? touched : touched.filter((doc) => (wordsMatched[doc] ?? 0) >= fewest);
    score(pass, optional, { open: 0, strict: false, counted: false }, kept);
    for (const doc of kept)
      if (wholeNameWords[doc] === planned.length && index.nameWords[doc] === typedCount)
        total[doc] = (total[doc] ?? 0) * WHOLE_NAME_BONUS;
    if (fewest === required.length) return { docs: best(kept, limit), total: kept.length };
    // The tools holding more words first; within as many words, the most relevant.
    const picked: number[] = [];
    for (let matched = required.length; matched >= fewest && picked.length < limit; matched--)
      picked.push(
        ...best(
          kept.filter((doc) => wordsMatched[doc] === matched),
          limit - picked.length,
        ),
      );
    return { docs: picked, total: kept.length };
  }

  /**
   * The best `limit` tools: scores within RELEVANCE_TIE of a group's best are equally relevant, so
   * their standing orders them. Only tools within the tie of the limit-th best score can make it.
   */
  function best(found: number[], limit: number): number[] {
    if (found.length === 0 || limit <= 0) return [];
    const scoreOf = (doc: number) => total[doc] ?? 0;
    let candidates = found;
    if (found.length > limit * 4) {
      const top = found
        .slice(0, limit)
        .map(scoreOf)
        .sort((a, b) => b - a);
      for (let i = limit; i < found.length; i++) {
        const score = scoreOf(found[i] ?? 0);
        if (score <= (top[limit - 1] ?? 0)) continue;
        let at = limit - 1;
        while (at > 0 && (top[at - 1] ?? 0) < score) {
          top[at] = top[at - 1] ?? 0;
          at--;
        }
        top[at] = score;
      }
      const floor = (top[limit - 1] ?? 0) * (1 - RELEVANCE_TIE);
      candidates = found.filter((doc) => scoreOf(doc) >= floor);
    }
    // Only the score orders groups; within one the standing does, for just the tools it takes.
    candidates.sort((a, b) => scoreOf(b) - scoreOf(a));
    const picked: number[] = [];
    let next = 0;
    while (picked.length < limit && next < candidates.length) {
      const from = next;
      const floor = scoreOf(candidates[from] ?? 0) * (1 - RELEVANCE_TIE);
      while (next < candidates.length && scoreOf(candidates[next] ?? 0) >= floor) next++;
      highestStanding(candidates, from, next, limit - picked.length, picked);
    }
    return picked;
  }

  /** Whether tool a comes before b among equally relevant tools: higher standing, then listing order. */
  const before = (a: number, b: number) => (index.standing[b] ?? 0) - (index.standing[a] ?? 0) || a - b;

  /**
   * Appends to `picked` the `count` tools of docs[from..to) that stand highest, highest first. A group can
   * hold every tool of a common word: it is not sorted, only the few taken are kept in order.
   */
  function highestStanding(docs: number[], from: number, to: number, count: number, picked: number[]): void {
    const top: number[] = [];
    for (let i = from; i < to; i++) {
      const doc = docs[i] ?? 0;
      if (top.length === count && before(doc, top[count - 1] ?? 0) >= 0) continue;
      let low = 0;
      let high = top.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (before(top[middle] ?? 0, doc) < 0) low = middle + 1;
        else high = middle;
      }
      top.splice(low, 0, doc);
      if (top.length > count) top.pop();
    }
    picked.push(...top);
  }

  /** With `typos` false: none when a word matches no term as typed (the caller then asks with typos). */
  return (query: string, limit: number, typos = true): Ranking => {
    if (limit <= 0 || docCount === 0) return NOTHING;
    const typed = searchWords(query);
    if (typed.length === 0) return NOTHING;
    const planned = plan(typed, typos);
    return planned ? run(planned, new Set(terms(query)).size, limit) : NOTHING;
  };
}

function keyedOver(
  index: SearchPostings,
  vocabulary: string[],
  slugOf: (doc: number) => string | undefined,
): KeyedSearch {
  const find = searcher(index, vocabulary);
  const keyed = ({ docs, total }: Ranking): KeyedRanking => ({
    slugs: docs.map((doc) => slugOf(doc) ?? ''),
    total,
  });
  return {
    size: index.standing.length,
    find: (query, limit = 8) => keyed(find(query, limit)).slugs,
    findAsTyped: (query, limit = 8) => keyed(find(query, limit, false)).slugs,
    rank: (query, limit) => keyed(find(query, limit)),
    rankAsTyped: (query, limit) => keyed(find(query, limit, false)),
  };
}

function searchOver(
  index: SerializedSearch,
  vocabulary: string[],
  tools: readonly DirectoryTool[],
): LocalSearch {
  const find = searcher(index, vocabulary);
  const rank = (query: string, limit: number) => {
    const { docs, total } = find(query, limit);
    return { tools: docs.flatMap((doc) => tools[doc] ?? []), total };
  };
  return {
    search: (query, limit = 8) => rank(query, limit).tools,
    rank,
    serialize: () => index,
  };
}

export function createLocalSearch(tools: readonly DirectoryTool[]): LocalSearch {
  const index = buildIndex(tools);
  return searchOver(index, vocabularyOf(index.terms), tools);
}

const postingsSchema = z.omit(serializedSearchSchema, { slugs: true });

/**
 * A search over stored postings whose tools `slugOf` names by position, or null when they are
 * unreadable (another format, cut short, edited).
 */
export function keyedSearchOver(
  postings: unknown,
  slugOf: (doc: number) => string | undefined,
): KeyedSearch | null {
  const parsed = postingsSchema.safeParse(postings);
  if (!parsed.success) return null;
  const index = parsed.data;
  const vocabulary = vocabularyOf(index.terms);
  return consistent(index, vocabulary.length) ? keyedOver(index, vocabulary, slugOf) : null;
}
