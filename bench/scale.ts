// The directory-scale figures (docs/architecture.md, "Budgets") at today's directory size and at 50,000 tools, side by side with their
// ratio: what grows with the directory and what must not. `npx tsx bench/scale.ts` runs it alone.
import { pathToFileURL } from 'node:url';
import { createLocalSearch, loadLocalSearch } from '../lib/directory/local-search';
import type { DirectoryTool } from '../lib/directory/record';
import { createSiteMatcher } from '../lib/directory/site-match/matcher';
import { buildSiteIndex } from '../lib/directory/store';
import { generateDataset } from '../server/index';
import { directoryTools } from './dataset';
import { benchLocalSearch } from './local-search';
import type { BenchRow } from './rows';
import { generateUrlMix, rate } from './site-match';
import { median } from './stats';

export const SCALE_SIZES = [8123, 50_000] as const;
const RUNS = 5;

interface Figure {
  what: string;
  unit: string;
  budget: string;
  /** Whether a measured value meets the budget; null for figures without one. */
  meets: ((value: number) => boolean) | null;
  measure: (tools: readonly DirectoryTool[]) => number;
}

function medianMs(runs: number, fn: () => void): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  return median(times);
}

const sitesOf = (tools: readonly DirectoryTool[]) =>
  tools.flatMap((tool) => (tool.website ? [{ slug: tool.slug, website: tool.website }] : []));

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** The stored search index's size: its typed arrays' bytes and its strings' UTF-8 bytes. */
function searchIndexBytes(tools: readonly DirectoryTool[]): number {
  return Object.values(createLocalSearch(tools).serialize()).reduce<number>((sum, part) => {
    if (ArrayBuffer.isView(part)) return sum + part.byteLength;
    if (typeof part === 'string') return sum + bytes(part);
    if (Array.isArray(part)) return sum + part.reduce<number>((n, text) => n + bytes(String(text)) + 1, 0);
    return sum + 8;
  }, 0);
}

const FIGURES: Figure[] = [
  {
    what: 'site matcher: build',
    unit: 'ms',
    budget: '≤ 50 ms',
    meets: (ms) => ms <= 50,
    measure: (tools) => {
      const sites = sitesOf(tools);
      return medianMs(RUNS, () => createSiteMatcher(sites));
    },
  },
  {
    what: 'site matcher: lookups',
    unit: 'URLs/s',
    budget: '≥ 500,000 URLs/s',
    meets: (perSecond) => perSecond >= 500_000,
    measure: (tools) => {
      const sites = sitesOf(tools);
      const matcher = createSiteMatcher(sites);
      return rate(generateUrlMix(sites, 100_000, 42), (url) => matcher.match(url));
    },
  },
  {
    what: 'local search: query p95',
    unit: 'ms',
    budget: 'p95 ≤ 5 ms',
    meets: (ms) => ms <= 5,
    measure: (tools) =>
      benchLocalSearch(tools).find((row) => row.name.includes('p95'))?.measured ?? Number.NaN,
  },
  {
    what: 'local search: build the index from the records',
    unit: 'ms',
    budget: '',
    meets: null,
    measure: (tools) => medianMs(3, () => createLocalSearch(tools)),
  },
  {
    what: 'local search: load the stored index (parse included)',
    unit: 'ms',
    budget: '',
    meets: null,
    measure: (tools) => {
      const serialized = createLocalSearch(tools).serialize();
      return medianMs(3, () => {
        if (!loadLocalSearch(tools, serialized)) throw new Error('the stored index did not load');
      });
    },
  },
  {
    what: 'site index record read on every worker start',
    unit: 'KB',
    budget: '',
    meets: null,
    measure: (tools) => bytes(JSON.stringify(buildSiteIndex(tools))) / 1024,
  },
  {
    what: 'stored per 1,000 tools: records + site index (JSON bytes) + search index (array bytes), not on-disk',
    unit: 'KB',
    budget: 'reported',
    meets: null,
    measure: (tools) => {
      const records = tools.reduce((sum, tool) => sum + bytes(JSON.stringify(tool)), 0);
      const siteIndex = bytes(JSON.stringify(buildSiteIndex(tools)));
      const searchIndex = searchIndexBytes(tools);
      return (records + siteIndex + searchIndex) / 1024 / (tools.length / 1000);
    },
  },
];

function format(value: number, unit: string): string {
  if (!Number.isFinite(value)) return 'n/a';
  if (unit === 'URLs/s') return `${Math.round(value).toLocaleString('en-US')} URLs/s`;
  return `${value.toFixed(value < 10 ? 2 : 1)} ${unit}`;
}

/** One row a figure: its value at each size, the ratio of the largest to the smallest, the budget at both. */
export function benchScale(sizes: readonly number[] = SCALE_SIZES): BenchRow[] {
  const values = FIGURES.map(() => [] as number[]);
  for (const size of sizes) {
    process.stderr.write(`bench: scale at ${size.toLocaleString('en-US')} tools…\n`);
    const tools = directoryTools(generateDataset(undefined, size));
    FIGURES.forEach((figure, i) => {
      values[i]?.push(figure.measure(tools));
    });
  }
  const label = sizes.map((size) => size.toLocaleString('en-US')).join(' | ');
  return FIGURES.map((figure, i) => {
    const measured = values[i] ?? [];
    const first = measured[0] ?? Number.NaN;
    const last = measured.at(-1) ?? Number.NaN;
    const ratio = last / first;
    return {
      name: `${figure.what} [${label} tools]`,
      value: `${measured.map((value) => format(value, figure.unit)).join(' | ')} | ×${ratio.toFixed(2)}`,
      measured: last,
      unit: figure.unit,
      budget: figure.budget,
      pass: figure.meets ? measured.every(figure.meets) : null,
    };
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sizes = process.argv.slice(2).map(Number);
  for (const row of benchScale(sizes.length > 0 ? sizes : SCALE_SIZES)) {
    const verdict = row.pass === null ? '' : row.pass ? 'pass' : 'FAIL';
    console.log(`${row.name.padEnd(100)} ${row.value.padEnd(44)} ${row.budget.padEnd(18)} ${verdict}`);
  }
}
