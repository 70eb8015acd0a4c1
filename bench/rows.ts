// One row of `npm run bench`: a measured figure against its budget (docs/architecture.md).
export interface BenchRow {
  name: string;
  /** The measured figure, formatted for people, e.g. "12.3 KB gzip". */
  value: string;
  /** The headline figure as a number, for artifacts/bench.json; null when the section failed. */
  measured: number | null;
  /** The unit of `measured`, e.g. "KB gzip", "ms", "URLs/s". */
  unit: string;
  /** The budget as docs/architecture.md states it, or "" for figures without one. */
  budget: string;
  /** null when the row has no budget to meet. */
  pass: boolean | null;
}

/** The row a section leaves when it throws: the table still prints, and says what went wrong. */
export function failedRow(section: string, error: unknown): BenchRow {
  const message = error instanceof Error ? error.message : String(error);
  return {
    name: section,
    value: `FAIL (${message.split('\n')[0]?.slice(0, 120) ?? 'error'})`,
    measured: null,
    unit: '',
    budget: '',
    pass: false,
  };
}
