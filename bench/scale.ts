// The directory-scale figures (docs/architecture.md, "Budgets") at today's directory size and at 50,000 tools, side by side with their
// ratio: what grows with the directory and what must not. `npx tsx bench/scale.ts` runs it alone.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createLocalSearch, keyedSearchOver } from '../lib/directory/local-search/local-search';
import { joinSearch, readHead, splitSearch } from '../lib/directory/local-search/shards';
import type { DirectoryTool } from '../lib/directory/record';
import { createSiteMatcher } from '../lib/directory/site-match/matcher';
import { buildSiteIndex } from '../lib/directory/site-match/site-index';
import { generateDataset } from '../server/index';
import { directoryTools } from '../tests/support/directory-records';
import type { FirstSessionFigures } from './first-session';
import { benchLocalSearch } from './local-search';
import type { BenchRow } from './rows';
import { generateUrlMix, rate } from './site-match';
import { median } from './stats';
import type { ClockedSyncFigures } from './sync-clock';

export const SCALE_SIZES = [8123, 50_000] as const;
const RUNS = 9;

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

/** The process's CPU time (user + system) of `fn`: what it costs, whatever else the machine runs. */
function medianCpuMs(runs: number, fn: () => void): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.cpuUsage();
    fn();
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000);
  }
  return median(times);
}

const sitesOf = (tools: readonly DirectoryTool[]) =>
  tools.flatMap((tool) => (tool.website ? [{ slug: tool.slug, website: tool.website }] : []));

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** A stored part's size: its typed arrays' bytes and its strings' UTF-8 bytes. */
function partBytes(part: object): number {
  return Object.values(part).reduce<number>((sum, value) => {
    if (ArrayBuffer.isView(value)) return sum + value.byteLength;
    if (typeof value === 'string') return sum + bytes(value);
    if (Array.isArray(value)) return sum + value.reduce<number>((n, text) => n + bytes(String(text)) + 1, 0);
    return sum + 8;
  }, 0);
}

const searchIndexBytes = (tools: readonly DirectoryTool[]) => partBytes(createLocalSearch(tools).serialize());

/** The parts a query typed at once reads: the head and its first letter's shard ("jasper": "j"). */
function firstRead(tools: readonly DirectoryTool[]) {
  const { head, shards } = splitSearch(createLocalSearch(tools).serialize());
  const shard = shards.get('j');
  if (!shard) throw new Error('no shard for "j"');
  return { head, shard, bytes: partBytes(head) + partBytes(shard) };
}

const FIGURES: Figure[] = [
  {
    what: 'site matcher: build, CPU time (median of 9)',
    unit: 'ms',
    budget: '≤ 50 ms',
    meets: (ms) => ms <= 50,
    measure: (tools) => {
      const sites = sitesOf(tools);
      return medianCpuMs(RUNS, () => createSiteMatcher(sites));
    },
  },
  {
    // On a machine shared with other work, wall time also counts the time the process waited for a CPU.
    what: 'site matcher: build, wall time (median of 9; includes waiting for a CPU)',
    unit: 'ms',
    budget: '',
    meets: null,
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
    what: 'local search after a restart: what "jasper" reads of the stored index (head + "j" shard)',
    unit: 'KB',
    budget: '',
    meets: null,
    measure: (tools) => firstRead(tools).bytes / 1024,
  },
  {
    what: 'local search after a restart: check and join those parts, answer "jasper" (median of 9)',
    unit: 'ms',
    budget: '',
    meets: null,
    measure: (tools) => {
      const { head, shard } = firstRead(tools);
      return medianMs(RUNS, () => {
        const read = readHead(head);
        const search = read && keyedSearchOver(joinSearch(read, new Map([['j', shard]])), read.slugOf);
        if (!search || search.findAsTyped('jasper').length === 0) throw new Error('"jasper" found nothing');
      });
    },
  },
  {
    what: 'site index record (a restarted worker reads it only until the websites by host are written)',
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

/** A size's label inside a row name, e.g. "(8,123 tools)", taken out to pair the rows of two sizes. */
const SIZE_LABEL = / ?\(([\d,]+) tools[^)]*\)/;

/**
 * Rows measured once per size (in the browser, on the clocked sync), paired by name: one row per figure
 * with each size's value and the ratio of the last to the first; its budget is met when met at every size.
 */
export function pairBySize(rowsBySize: readonly BenchRow[][], sizes: readonly number[]): BenchRow[] {
  const label = sizes.map((size) => size.toLocaleString('en-US')).join(' | ');
  const first = rowsBySize[0] ?? [];
  return first.map((row, i) => {
    const same = rowsBySize.map(
      (rows) =>
        rows.find((other) => other.name.replace(SIZE_LABEL, '') === row.name.replace(SIZE_LABEL, '')) ??
        rows[i],
    );
    const values = same.map((other) => other?.measured ?? Number.NaN);
    const ratio = (values.at(-1) ?? Number.NaN) / (values[0] ?? Number.NaN);
    const passes = same.map((other) => other?.pass ?? null);
    return {
      name: `${row.name.replace(SIZE_LABEL, '')} [${label} tools]`,
      value: `${same.map((other) => other?.value ?? 'n/a').join(' ‖ ')} ‖ ×${Number.isFinite(ratio) ? ratio.toFixed(2) : 'n/a'}`,
      measured: values.at(-1) ?? null,
      unit: row.unit,
      budget: row.budget,
      pass: passes.every((pass) => pass === null) ? null : passes.every((pass) => pass !== false),
    };
  });
}

/**
 * The first sync and the full sync at each size, on the skip-the-waits clock of bench/sync-clock.ts
 * (run as a child process: it replaces Date.now in its own process).
 */
export function benchClockedSync(sizes: readonly number[] = SCALE_SIZES): BenchRow[] {
  const output = execFileSync(
    'npx',
    ['tsx', path.join(import.meta.dirname, 'sync-clock.ts'), ...sizes.map(String)],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      timeout: 20 * 60_000,
    },
  );
  const figures = JSON.parse(output.trim().split('\n').at(-1) ?? '[]') as ClockedSyncFigures[];
  const rowsBySize = figures.map((figure): BenchRow[] => {
    const tools = `(${figure.size.toLocaleString('en-US')} tools, accelerated clock)`;
    return [
      {
        name: `first sync: the most popular ${figure.recognised.toLocaleString('en-US')} tools recognised on their sites ${tools}`,
        measured: figure.firstToolsSeconds,
        unit: 's',
        value: `${figure.firstToolsSeconds.toFixed(1)} s`,
        budget: '≤ 75 s after connecting',
        pass: figure.firstToolsSeconds <= 75,
      },
      {
        name: `full sync at the request budget's pace ${tools}`,
        measured: figure.fullSyncSeconds,
        unit: 's',
        value: `${figure.fullSyncSeconds.toFixed(0)} s on the clock (${figure.realSeconds.toFixed(0)} s real), ${figure.requests} requests, ${figure.tooMany} × 429, ≤ ${figure.mostInAnyWindow} in any 60 s`,
        // With nobody using the extension the background may use all but the idle headroom of 4.
        budget: 'zero 429, ≤ 56 sync requests in any 60 s',
        pass: figure.tooMany === 0 && figure.mostInAnyWindow <= 56,
      },
    ];
  });
  return pairBySize(
    rowsBySize,
    figures.map((figure) => figure.size),
  );
}

/**
 * The first 15 minutes of a new user at 8,123 tools (bench/first-session.ts): a search every 3 s and a
 * detail every 12 s while the first sync and the prefetch run. Nothing the person asks may be refused.
 */
export function benchFirstSession(size = 8_123, minutes = 15): BenchRow[] {
  const output = execFileSync(
    'npx',
    ['tsx', path.join(import.meta.dirname, 'first-session.ts'), String(size), String(minutes)],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], timeout: 20 * 60_000 },
  );
  const figure = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as FirstSessionFigures;
  const seconds = (value: number | null) => (value === null ? 'not done' : `${value.toFixed(0)} s`);
  return [
    {
      name: `first ${minutes} minutes at ${size.toLocaleString('en-US')} tools: answers refused to the person (accelerated clock)`,
      measured: figure.refused,
      unit: 'answers',
      value:
        `${figure.refused} refused of ${figure.searches} searches (${figure.searchesSent} sent) and ` +
        `${figure.details} details (${figure.detailRequests} requests); ${figure.requests} requests, ` +
        `${figure.tooMany} × 429, ≤ ${figure.mostInAnyWindow} in any 60 s; first sync done at ` +
        `${seconds(figure.syncSeconds)}, prefetch at ${seconds(figure.prefetchSeconds)} ` +
        `(${figure.realSeconds.toFixed(0)} s real)`,
      budget: '0 refused, 0 × 429, ≤ 60 in any 60 s, sync and prefetch done',
      pass:
        figure.refused === 0 &&
        figure.tooMany === 0 &&
        figure.mostInAnyWindow <= 60 &&
        figure.syncSeconds !== null &&
        figure.prefetchSeconds !== null,
    },
  ];
}
