// One row of `npm run bench`: a measured figure against its DESIGN.md budget.
export interface BenchRow {
  name: string;
  /** The measured figure, formatted for people, e.g. "12.3 KB gzip". */
  value: string;
  /** The budget as DESIGN.md states it, or "" for figures without one. */
  budget: string;
  /** null when the row has no budget to meet. */
  pass: boolean | null;
}
