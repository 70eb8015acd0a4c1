// The reference server under load: startup time with the default dataset, then a short, bounded,
// mixed load over loopback (listing pages, tool detail, alternatives, search) from a worker thread,
// so client and server do not share one event loop.
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DEMO_TOKEN, startServer } from '../server/index';
import type { BenchRow } from './rows';
import { percentile } from './stats';

const STARTUP_BUDGET_MS = 2_000;
const LOAD_DURATION_MS = 4_000;
const CONNECTIONS = 32;
const QUERIES = [
  'video editing',
  'chat',
  'image generator',
  'transcription',
  'seo',
  'code review',
  'voice',
  'pdf',
];

interface LoadResult {
  latencies: Float64Array;
  elapsedMs: number;
  failures: number;
  non200: number;
}

// Plain JavaScript so the worker needs no TypeScript loader; it only uses fetch (undici, keep-alive).
const LOAD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { baseUrl, token, durationMs, connections, slugs, queries } = workerData;
let state = 12345;
const random = () => {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = (items) => items[Math.floor(random() * items.length)];
const nextPath = () => {
  const roll = random();
  if (roll < 0.35) return '/tools?page=' + (1 + Math.floor(random() * 50)) + '&per_page=' + (random() < 0.5 ? 24 : 100);
  if (roll < 0.6) return '/tools/' + pick(slugs);
  if (roll < 0.8) return '/tools/' + pick(slugs) + '/alternatives';
  return '/search?q=' + encodeURIComponent(pick(queries)) + '&page=' + (1 + Math.floor(random() * 3));
};
const headers = { Authorization: 'Bearer ' + token, Accept: 'application/json' };
(async () => {
  const latencies = [];
  let failures = 0;
  let non200 = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  const connection = async () => {
    while (performance.now() < deadline) {
      const sent = performance.now();
      try {
        const response = await fetch(baseUrl + nextPath(), { headers });
        await response.arrayBuffer();
        if (response.status !== 200) non200++;
        latencies.push(performance.now() - sent);
      } catch {
        failures++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, connection));
  parentPort.postMessage({ latencies: Float64Array.from(latencies), elapsedMs: performance.now() - started, failures, non200 });
})();
`;

function runLoad(workerData: Record<string, unknown>): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD_WORKER, { eval: true, workerData });
    worker.once('message', (result: LoadResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

export async function benchServer(): Promise<BenchRow[]> {
  const started = performance.now();
  const server = await startServer({ port: 0, rateLimitPerMinute: 1_000_000_000 });
  const startupMs = performance.now() - started;
  try {
    const slugs = server.dataset.visibleTools.filter((_, index) => index % 7 === 0).map((tool) => tool.slug);
    const result = await runLoad({
      baseUrl: server.baseUrl,
      token: DEMO_TOKEN,
      durationMs: LOAD_DURATION_MS,
      connections: CONNECTIONS,
      slugs,
      queries: QUERIES,
    });
    const sorted = result.latencies.slice().sort();
    const requestsPerSecond = (result.latencies.length / result.elapsedMs) * 1000;
    const problems = result.failures + result.non200;
    const latency = (name: string, value: number): BenchRow => ({
      name,
      value: `${value.toFixed(1)} ms`,
      measured: value,
      unit: 'ms',
      budget: '',
      pass: null,
    });
    return [
      {
        name: 'server: startup (default dataset)',
        value: `${Math.round(startupMs)} ms`,
        measured: startupMs,
        unit: 'ms',
        budget: '≤ 2 s',
        pass: startupMs <= STARTUP_BUDGET_MS,
      },
      {
        name: `server: throughput (${CONNECTIONS} keep-alive connections, mixed)`,
        measured: requestsPerSecond,
        unit: 'req/s',
        value: `${Math.round(requestsPerSecond).toLocaleString('en')} req/s${problems > 0 ? ` (${problems} failed)` : ''}`,
        budget: '',
        pass: null,
      },
      latency('server: latency p50', percentile(sorted, 0.5)),
      latency('server: latency p95', percentile(sorted, 0.95)),
      latency('server: latency p99', percentile(sorted, 0.99)),
    ];
  } finally {
    await server.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const row of await benchServer()) {
    const verdict = row.pass === null ? '' : row.pass ? '  pass' : '  FAIL';
    console.log(`${row.name.padEnd(60)} ${row.value.padEnd(22)} ${row.budget}${verdict}`);
  }
}
