// How a query's words meet the index's vocabulary: the terms each word matches (as typed, in another form,
// as their start, or with a typo forgiven) and what each is worth. The plan scoring.ts adds up.
import {
  bitCount,
  boundedDistance,
  formsStartWith,
  isOptionalWord,
  letterMask,
  stem,
  typoAllowance,
} from '../public/terms';
import type { SearchPostings } from './index-format';

/** A word shorter than this is the start of a name being typed: matching it across descriptions is noise and slow. */
const MIN_DESCRIPTION_TERM_LENGTH = 3;
const FORM_WEIGHT = 0.9;
const PREFIX_WEIGHT = 0.6;
const FUZZY_WEIGHT = 0.3;
/** A term longer than a word by more than this is none of its forms ("ization" less "iz", plus an "s"). */
const LONGEST_ENDING = 6;

/** How a query word matched a term: as typed, another form of it, its start, or with a typo. */
export type Matched = 'typed' | 'form' | 'start' | 'typo';

/** A query word and the terms it matches: [term, weight, how]. */
export interface QueryWord {
  withDescriptions: boolean;
  optional: boolean;
  terms: [number, number, Matched][];
}

type TermMatches = Map<number, [number, Matched]>;

/** Per vocabulary, the letters of each term as bits: built at the first typo, then kept. */
const letterMasks = new WeakMap<string[], Uint32Array>();

/** How many tools hold term t, in any field. */
function documentFrequency(index: SearchPostings, t: number): number {
  return (
    (index.primaryStart[t + 1] ?? 0) -
    (index.primaryStart[t] ?? 0) +
    (index.descriptionStart[t + 1] ?? 0) -
    (index.descriptionStart[t] ?? 0)
  );
}

/** How rare term t is among the index's tools (the inverse document frequency). */
export function rarity(index: SearchPostings, t: number): number {
  const df = documentFrequency(index, t);
  return Math.log(1 + (index.standing.length - df + 0.5) / (df + 0.5));
}

/** The position of the first term at or after `term` in the sorted vocabulary. */
function firstAtOrAfter(vocabulary: string[], term: string): number {
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
function asTyped(index: SearchPostings, vocabulary: string[], word: string): TermMatches {
  const found: TermMatches = new Map();
  const first = firstAtOrAfter(vocabulary, word);
  // A word typed whole is as rare as it is: the longer, rarer terms it starts ("designly" for "design")
  // are worth no more than it, or every unique name starting with a common word would lead.
  const typedRarity = vocabulary[first] === word ? rarity(index, first) : Number.POSITIVE_INFINITY;
  for (let t = first; t < vocabulary.length; t++) {
    const term = vocabulary[t] ?? '';
    if (!term.startsWith(word)) break;
    if (term === word) found.set(t, [1, 'typed']);
    else {
      // The more of a term is typed, the likelier it is the term meant ("leads" is less "leadster" than "lead").
      const completion = (PREFIX_WEIGHT * word.length) / term.length;
      found.set(t, [completion * Math.min(1, typedRarity / rarity(index, t)), 'start']);
    }
  }
  if (word.length < MIN_DESCRIPTION_TERM_LENGTH) return found;
  const wordStem = stem(word);
  const from = formsStartWith(word);
  for (let t = firstAtOrAfter(vocabulary, from); t < vocabulary.length; t++) {
    const term = vocabulary[t] ?? '';
    if (!term.startsWith(from)) break;
    if (found.get(t)?.[1] === 'typed' || term.length > word.length + LONGEST_ENDING) continue;
    if (stem(term) === wordStem) found.set(t, [FORM_WEIGHT, 'form']);
  }
  return found;
}

/** The terms closest to a word that matches none as typed, within its typo allowance. */
function withTypo(vocabulary: string[], word: string): TermMatches {
  const found: TermMatches = new Map();
  const allowance = typoAllowance(word);
  if (allowance === 0) return found;
  let masks = letterMasks.get(vocabulary);
  if (!masks) {
    masks = Uint32Array.from(vocabulary, letterMask);
    letterMasks.set(vocabulary, masks);
  }
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
export function planQuery(
  index: SearchPostings,
  vocabulary: string[],
  typed: string[],
  typos: boolean,
): QueryWord[] | null {
  const planned: QueryWord[] = [];
  for (const word of typed) {
    let matches = asTyped(index, vocabulary, word);
    if (matches.size === 0) {
      if (!typos) return null;
      matches = withTypo(vocabulary, word);
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

/** How many postings scoring a word reads: the rarest word is scored first. */
export function postingsCost(index: SearchPostings, word: QueryWord): number {
  return word.terms.reduce(
    (sum, [t]) =>
      sum +
      (index.primaryStart[t + 1] ?? 0) -
      (index.primaryStart[t] ?? 0) +
      (word.withDescriptions ? (index.descriptionStart[t + 1] ?? 0) - (index.descriptionStart[t] ?? 0) : 0),
    0,
  );
}
