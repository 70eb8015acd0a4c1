// Scores a planned query over the postings and ranks the tools: every word required, the rarest scored
// first; when few tools hold every word, those missing one follow. The scoreboard is reused across queries.
import { NAME, type SearchPostings } from './index-format';
import { postingsCost, type QueryWord, rarity } from './query-plan';
import { bestTools } from './top-tools';

/** Positions of the best tools, best first, and how many matched in all. */
export interface Ranking {
  docs: number[];
  total: number;
}

export const NOTHING: Ranking = { docs: [], total: 0 };

const NAME_WEIGHT = 4;
const SUBCATEGORY_WEIGHT = 2;
const DESCRIPTION_WEIGHT = 1;
/**
 * A name of the query's words and no more comes before longer names that hold them: "Jasper" before
 * "Jasper Labs" for "jasper", and for "jas" as it is typed.
 */
const WHOLE_NAME_BONUS = 1.25;
/** When fewer tools than this hold every word, the tools that miss one follow them. */
const FEW_FULL_MATCHES = 10;

/**
 * Per tool, reused across queries (stamps instead of clearing): the pass and word that last touched it,
 * and the last word that matched its name whole.
 */
export interface Scoreboard {
  passStamp: Int32Array;
  termStamp: Int32Array;
  wordsMatched: Uint8Array;
  wholeNameWords: Uint8Array;
  wholeNameStamp: Int32Array;
  total: Float64Array;
  termBest: Float64Array;
  passes: number;
  words: number;
}

export function createScoreboard(docCount: number): Scoreboard {
  return {
    passStamp: new Int32Array(docCount),
    termStamp: new Int32Array(docCount),
    wordsMatched: new Uint8Array(docCount),
    wholeNameWords: new Uint8Array(docCount),
    wholeNameStamp: new Int32Array(docCount),
    total: new Float64Array(docCount),
    termBest: new Float64Array(docCount),
    passes: 0,
    words: 0,
  };
}

interface ScoreOptions {
  /** Only the first `open` words bring tools in; the others score the tools already in. */
  open: number;
  /** A word scores only the tools that hold every word before it. */
  strict: boolean;
  /** The words count towards wordsMatched (the optional ones do not). */
  counted: boolean;
}

/** Adds each word's best term score to the tools it matches. */
function score(
  board: Scoreboard,
  index: SearchPostings,
  pass: number,
  planned: QueryWord[],
  options: ScoreOptions,
  touched: number[],
): void {
  const { open, strict, counted } = options;
  const { passStamp, termStamp, wordsMatched, wholeNameWords, wholeNameStamp, total, termBest } = board;
  planned.forEach((entry, position) => {
    const word = ++board.words;
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
      const scale = weight * rarity(index, t);
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
export function rankPlanned(
  board: Scoreboard,
  index: SearchPostings,
  planned: QueryWord[],
  typedCount: number,
  limit: number,
): Ranking {
  const { wordsMatched, wholeNameWords, total } = board;
  const required = planned
    .filter((word) => !word.optional)
    .sort((a, b) => postingsCost(index, a) - postingsCost(index, b));
  const optional = planned.filter((word) => word.optional);
  let pass = ++board.passes;
  let touched: number[] = [];
  score(board, index, pass, required, { open: 1, strict: true, counted: true }, touched);
  let full = 0;
  for (const doc of touched) if (wordsMatched[doc] === required.length) full++;
  let fewest = required.length;
  // Not bound to the limit: a longer limit (the next page) must extend the same order.
  if (required.length > 1 && full < FEW_FULL_MATCHES) {
    // Few tools hold every word: every tool holding any of them is scored, and the nearest misses follow.
    // The start of a name being typed ("20" in "Assistmax.ai 20") brings in no tool of its own.
    const long = required.filter((word) => word.withDescriptions);
    const short = required.filter((word) => !word.withDescriptions);
    pass = ++board.passes;
    touched = [];
    const open = long.length > 0 ? long.length : short.length;
    score(board, index, pass, [...long, ...short], { open, strict: false, counted: true }, touched);
    let most = 0;
    for (const doc of touched) most = Math.max(most, wordsMatched[doc] ?? 0);
    fewest = most === required.length ? required.length - 1 : most;
  }
  // (Arrays of every matching tool are made as seldom as can be: a common word matches 12,000 of 50,000.)
  const kept = required.length === 1 ? touched : touched.filter((doc) => (wordsMatched[doc] ?? 0) >= fewest);
  score(board, index, pass, optional, { open: 0, strict: false, counted: false }, kept);
  for (const doc of kept)
    if (wholeNameWords[doc] === planned.length && index.nameWords[doc] === typedCount)
      total[doc] = (total[doc] ?? 0) * WHOLE_NAME_BONUS;
  const best = (docs: number[], count: number) =>
    bestTools(docs, count, (doc) => total[doc] ?? 0, index.standing);
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
