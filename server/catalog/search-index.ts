// Relevance-ranked full-text search over name, description and category/subcategory names, built once
// at startup as an inverted index, so a query costs well under a millisecond or two.
import type { ToolRecord } from '../dataset/types';
import { BoundedMemo } from './bounded-memo';
import { isStopWord, stem, terms, words } from './tokenize';

const NAME_WEIGHT = 3;
const CATEGORY_WEIGHT = 2;
const DESCRIPTION_WEIGHT = 1;
/** BM25's saturation: the fifth mention of a word adds little. */
const SATURATION = 1.2;
const PREFIX_FACTOR = 0.7;
const MAX_PREFIX_EXPANSIONS = 64;
const CACHE_SIZE = 256;
/** Scores closer than this count as equal, and then listing order decides. */
const SCORE_PRECISION = 10_000;

export interface SearchableTool {
  tool: ToolRecord;
  /** Names of the tool's subcategories and their categories. */
  categoryText: string;
}

export class SearchIndex {
  private readonly termIds = new Map<string, number>();
  /** Postings of term t: docs[offsets[t]..offsets[t+1]] with their field weights (compressed rows). */
  private readonly offsets: Int32Array;
  private readonly docs: Int32Array;
  private readonly weights: Float32Array;
  private readonly idf: Float64Array;
  /** All terms, sorted, for prefix lookups of the word being typed. */
  private readonly sortedTerms: string[];
  private readonly nameKeys: string[] = [];
  private readonly nameTerms: string[][] = [];
  private readonly popularityBoost: Float64Array;
  private readonly scores: Float64Array;
  private readonly matched: Uint8Array;
  private readonly termScores: Float64Array;
  private readonly cache = new BoundedMemo<readonly ToolRecord[]>(CACHE_SIZE);

  /** `entries` in listing order; that order breaks ties between equally relevant tools. */
  constructor(private readonly entries: readonly SearchableTool[]) {
    // Flat (term, doc, weight) triples first, then one counting sort: few allocations, fast startup.
    const tripleTerms: number[] = [];
    const tripleDocs: number[] = [];
    const tripleWeights: number[] = [];
    const categoryTerms = new Map<string, string[]>();
    const local = new Map<number, number>();
    const add = (termList: readonly string[], weight: number) => {
      for (const term of termList) {
        let id = this.termIds.get(term);
        if (id === undefined) {
          id = this.termIds.size;
          this.termIds.set(term, id);
        }
        local.set(id, (local.get(id) ?? 0) + weight);
      }
    };
    entries.forEach((entry, doc) => {
      local.clear();
      const nameWords = words(entry.tool.name);
      this.nameKeys.push(nameWords.join(' '));
      const nameTerms = nameWords.map(stem);
      this.nameTerms.push(nameTerms);
      add(
        nameTerms.filter((_, i) => !isStopWord(nameWords[i] ?? '')),
        NAME_WEIGHT,
      );
      let categoryList = categoryTerms.get(entry.categoryText);
      if (!categoryList) {
        categoryList = terms(entry.categoryText);
        categoryTerms.set(entry.categoryText, categoryList);
      }
      add(categoryList, CATEGORY_WEIGHT);
      add(terms(entry.tool.description), DESCRIPTION_WEIGHT);
      for (const [id, weight] of local) {
        tripleTerms.push(id);
        tripleDocs.push(doc);
        tripleWeights.push(weight);
      }
    });

    const termCount = this.termIds.size;
    this.offsets = new Int32Array(termCount + 1);
    for (const id of tripleTerms) this.offsets[id + 1] = (this.offsets[id + 1] ?? 0) + 1;
    for (let id = 0; id < termCount; id++)
      this.offsets[id + 1] = (this.offsets[id + 1] ?? 0) + (this.offsets[id] ?? 0);
    this.docs = new Int32Array(tripleTerms.length);
    this.weights = new Float32Array(tripleTerms.length);
    const fill = this.offsets.slice(0, termCount);
    // Triples are in doc order, so every posting list comes out sorted by doc.
    for (let i = 0; i < tripleTerms.length; i++) {
      const id = tripleTerms[i] ?? 0;
      const position = fill[id] ?? 0;
      this.docs[position] = tripleDocs[i] ?? 0;
      this.weights[position] = tripleWeights[i] ?? 0;
      fill[id] = position + 1;
    }
    const count = entries.length;
    this.idf = new Float64Array(termCount);
    for (let id = 0; id < termCount; id++) {
      const df = (this.offsets[id + 1] ?? 0) - (this.offsets[id] ?? 0);
      this.idf[id] = Math.log(1 + (count - df + 0.5) / (df + 0.5));
    }
    this.sortedTerms = [...this.termIds.keys()].sort();
    // A slight nudge towards popular tools among equally relevant ones.
    this.popularityBoost = Float64Array.from(
      entries,
      (entry) => 1 + 0.04 * Math.log10(1 + entry.tool.visits),
    );
    this.scores = new Float64Array(count);
    this.matched = new Uint8Array(count);
    this.termScores = new Float64Array(count);
  }

  /** Every matching tool, most relevant first. */
  search(query: string): readonly ToolRecord[] {
    // A trailing space changes the meaning (the last word is then complete), so it is part of the key.
    const key = query.toLowerCase().replace(/\s+/g, ' ');
    return this.cache.get(key, () => this.rank(query));
  }

  private rank(query: string): readonly ToolRecord[] {
    const typed = words(query).filter((word) => !isStopWord(word));
    const uniqueTyped = [...new Set(typed)];
    if (uniqueTyped.length === 0) return [];
    // The last word may still be being typed ("video edi"): it also matches as a prefix.
    const lastIsPartial = !/\s$/.test(query);
    const touched: number[] = [];
    uniqueTyped.forEach((word, index) => {
      const expansions = this.expansions(word, lastIsPartial && index === uniqueTyped.length - 1);
      this.scoreTerm(expansions, touched);
    });

    const queryKey = words(query).join(' ');
    const queryTerms = [...new Set(typed.map(stem))];
    const count = this.entries.length;
    // One number per hit, sorted natively: the quantized score descending, then the listing position.
    const keys = new Float64Array(touched.length);
    touched.forEach((doc, i) => {
      const coverage = (this.matched[doc] ?? 0) / uniqueTyped.length;
      let score = (this.scores[doc] ?? 0) * coverage * coverage * (this.popularityBoost[doc] ?? 1);
      const nameTerms = this.nameTerms[doc] ?? [];
      if (this.nameKeys[doc] === queryKey) score *= 3;
      else if (queryTerms.every((term) => nameTerms.includes(term))) score *= 1.5;
      keys[i] = -Math.round(score * SCORE_PRECISION) * count + doc;
      this.scores[doc] = 0;
      this.matched[doc] = 0;
    });
    keys.sort();
    return Array.from(keys, (key) => this.entries[((key % count) + count) % count]?.tool as ToolRecord);
  }

  private expansions(word: string, partial: boolean): Array<{ term: string; factor: number }> {
    const exact = stem(word);
    const result = [{ term: exact, factor: 1 }];
    if (!partial) return result;
    let low = 0;
    let high = this.sortedTerms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.sortedTerms[middle] ?? '') < word) low = middle + 1;
      else high = middle;
    }
    for (let i = low; i < this.sortedTerms.length && result.length <= MAX_PREFIX_EXPANSIONS; i++) {
      const term = this.sortedTerms[i] ?? '';
      if (!term.startsWith(word)) break;
      if (term !== exact) result.push({ term, factor: PREFIX_FACTOR });
    }
    return result;
  }

  /** Adds one query word's best-matching expansion per tool to the running scores. */
  private scoreTerm(expansions: Array<{ term: string; factor: number }>, touched: number[]): void {
    const termTouched: number[] = [];
    for (const { term, factor } of expansions) {
      const id = this.termIds.get(term);
      if (id === undefined) continue;
      const idf = this.idf[id] ?? 0;
      const end = this.offsets[id + 1] ?? 0;
      for (let i = this.offsets[id] ?? 0; i < end; i++) {
        const doc = this.docs[i] ?? 0;
        const weight = this.weights[i] ?? 0;
        const score = ((idf * weight * (SATURATION + 1)) / (weight + SATURATION)) * factor;
        const previous = this.termScores[doc] ?? 0;
        if (previous === 0) termTouched.push(doc);
        if (score > previous) this.termScores[doc] = score;
      }
    }
    for (const doc of termTouched) {
      if ((this.matched[doc] ?? 0) === 0) touched.push(doc);
      this.scores[doc] = (this.scores[doc] ?? 0) + (this.termScores[doc] ?? 0);
      this.matched[doc] = (this.matched[doc] ?? 0) + 1;
      this.termScores[doc] = 0;
    }
  }
}
