// Property-based tests at the trust boundaries (tests/unit/fuzz/): how many cases each runs. The unit run
// (CI) tries a few hundred per property; `npm run fuzz` sets FUZZ_RUNS=10000. FUZZ_SEED replays a run
// (fast-check prints the seed and the shrunk counterexample of any failure).
import fc from 'fast-check';

const DEFAULT_RUNS = 200;

/**
 * Cases per property: FUZZ_RUNS for every property under `npm run fuzz`; else the unit run's few hundred,
 * `scale`d down for the costlier properties (a whole background per case, a database per case).
 */
export function fuzzRuns(scale = 1): number {
  const fromEnv = Number(process.env.FUZZ_RUNS);
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv;
  return Math.max(1, Math.round(DEFAULT_RUNS * scale));
}

/** The parameters every fuzz property runs with: its number of runs, and the seed when one is given. */
export function fuzzParameters(scale = 1): fc.Parameters<unknown> {
  const seed = Number(process.env.FUZZ_SEED);
  return {
    numRuns: fuzzRuns(scale),
    ...(Number.isInteger(seed) ? { seed } : {}),
    // Failures only: a passing run prints its figures through `reportCases`.
    verbose: fc.VerbosityLevel.None,
  };
}

/** A fuzz test's time limit: generous, since it counts cases, not speed (a loaded machine is slow). */
export const FUZZ_TIMEOUT_MS = process.env.FUZZ_RUNS ? 3_600_000 : 120_000;

/** Cases tried per boundary, printed once per file: the figures of the closing note. */
const tried = new Map<string, number>();

export function countCase(boundary: string): void {
  tried.set(boundary, (tried.get(boundary) ?? 0) + 1);
}

export function reportCases(file: string): void {
  const lines = [...tried.entries()].map(([boundary, count]) => `  ${boundary}: ${count} cases`);
  if (lines.length > 0) console.info(`[fuzz] ${file}\n${lines.join('\n')}`);
  tried.clear();
}

// ---- Arbitraries shared by the boundaries -----------------------------------------------------------

/** Text in any script, any length: plain, full Unicode (lone surrogates too), and long runs. */
export function anyText(maxLength = 300): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string({ maxLength }),
    fc.string({ unit: 'binary', maxLength }),
    fc.string({ unit: 'grapheme', maxLength }),
    fc.string({
      unit: fc.constantFrom('\u202e', '\u200b', '\u0000', '\ufeff', ' ', '\n', '\t', '\u00a0'),
      maxLength: 20,
    }),
    fc
      .tuple(fc.string({ unit: 'binary', minLength: 1, maxLength: 3 }), fc.integer({ min: 1, max: 5_000 }))
      .map(([unit, times]) => unit.repeat(times)),
  );
}

/** Any value a JSON body or a stored item can hold, with JavaScript's odd values beside it. */
export function anyValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 3, withBigInt: false, withMap: false, withSet: false }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        undefined,
        null,
        Number.NaN,
        Number.POSITIVE_INFINITY,
        -0,
        '',
        [],
        {},
        { __proto__: null },
        { toString: 1 },
        { constructor: 'x' },
      ),
    },
  );
}
