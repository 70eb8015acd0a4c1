// Search quality (docs/architecture.md, "Budgets"): nDCG@10 and the share of first results that are
// relevant, over the judged set of tests/support/judged-search.ts, for the local search and for the
// reference server's `GET /search`, side by side. `npx tsx bench/search-quality.ts [size…]` runs it
// alone; `--each` also prints every query's figures.
import { pathToFileURL } from 'node:url';
import { createLocalSearch } from '../lib/directory/local-search/local-search';
import { generateDataset, startServer } from '../server/index';
import { directoryTools } from '../tests/support/directory-records';
import {
  judgedQueries,
  QUERY_KINDS,
  type SearchQuality,
  searchQuality,
  serverSearch,
} from '../tests/support/judged-search';
import type { BenchRow } from './rows';

const NDCG_BUDGET = 0.8;

interface Measured {
  size: number;
  local: SearchQuality;
  server: SearchQuality;
}

/** The local search and the server's /search over the judged set of the directory of `size` tools. */
export async function measureSearchQuality(size: number): Promise<Measured> {
  const dataset = generateDataset(undefined, size);
  const queries = judgedQueries(dataset);
  const local = createLocalSearch(directoryTools(dataset));
  const localQuality = await searchQuality(queries, (query) =>
    local.search(query, 10).map((tool) => tool.slug),
  );
  const server = await startServer({ port: 0, size, rateLimitPerMinute: 1_000_000_000 });
  try {
    const serverQuality = await searchQuality(
      queries,
      serverSearch((path, init) => fetch(`${server.baseUrl}${path}`, init)),
    );
    return { size, local: localQuality, server: serverQuality };
  } finally {
    await server.close();
  }
}

const share = (value: number) => `${(value * 100).toFixed(0)}%`;

function rows({ size, local, server }: Measured): BenchRow[] {
  const tools = `${size.toLocaleString('en-US')} tools, ${local.queries} judged queries`;
  const byKind = QUERY_KINDS.map(
    (kind) =>
      `${kind} (${local.byKind[kind].queries}) ${local.byKind[kind].ndcg.toFixed(2)} | ${server.byKind[kind].ndcg.toFixed(2)}`,
  ).join('; ');
  return [
    {
      name: `search quality: nDCG@10, local | server (${tools})`,
      value: `${local.ndcg.toFixed(3)} | ${server.ndcg.toFixed(3)}`,
      measured: local.ndcg,
      unit: 'nDCG@10',
      budget: `local ≥ ${NDCG_BUDGET} and ≥ server`,
      pass: local.ndcg >= NDCG_BUDGET && local.ndcg >= server.ndcg,
    },
    {
      name: `search quality: first result relevant, local | server (${tools})`,
      value: `${share(local.firstRelevant)} | ${share(server.firstRelevant)}`,
      measured: local.firstRelevant,
      unit: 'share',
      budget: 'local ≥ server',
      pass: local.firstRelevant >= server.firstRelevant,
    },
    {
      name: `search quality: nDCG@10 by kind of query, local | server (${tools})`,
      value: byKind,
      measured: null,
      unit: '',
      budget: '',
      pass: null,
    },
  ];
}

export async function benchSearchQuality(sizes: readonly number[] = [8_123]): Promise<BenchRow[]> {
  const all: BenchRow[] = [];
  for (const size of sizes) all.push(...rows(await measureSearchQuality(size)));
  return all;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const sizes = args.filter((arg) => /^\d+$/.test(arg)).map(Number);
  for (const size of sizes.length > 0 ? sizes : [8_123]) {
    const measured = await measureSearchQuality(size);
    if (args.includes('--each'))
      measured.local.each.forEach((entry, i) => {
        const server = measured.server.each[i];
        console.log(
          `${entry.judged.kind.padEnd(9)} ${entry.judged.query.padEnd(34)} local ${entry.ndcg.toFixed(2)} server ${server?.ndcg.toFixed(2)}  (${entry.judged.names}, ${entry.judged.relevant.size} relevant)`,
        );
      });
    for (const row of rows(measured))
      console.log(`${row.name}\n  ${row.value}  ${row.budget} ${row.pass ?? ''}`);
  }
}
