// The row of bench/after-first-sync.ts, run as a child process (the accelerated clock replaces Date.now
// in the process that imports it).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { AfterFirstSyncFigures } from './after-first-sync';
import type { BenchRow } from './rows';

/** Endpoints a person's category browsing reaches: none once the device has the directory. */
const BROWSING_ENDPOINTS = ['/categories', '/tools'];

/**
 * The requests a person causes in 15 minutes of use after the first sync at 8,123 tools: a search every
 * 3 s, a detail every 12 s, the categories and a listing every 30 s.
 */
export function benchAfterFirstSync(size = 8_123, minutes = 15): BenchRow[] {
  const output = execFileSync(
    'npx',
    ['tsx', path.join(import.meta.dirname, 'after-first-sync.ts'), String(size), String(minutes)],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], timeout: 10 * 60_000 },
  );
  const figure = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as AfterFirstSyncFigures;
  const browsing = BROWSING_ENDPOINTS.reduce((sum, endpoint) => sum + (figure.byEndpoint[endpoint] ?? 0), 0);
  const endpoints = Object.entries(figure.byEndpoint)
    .map(([endpoint, count]) => `${count} × ${endpoint}`)
    .join(', ');
  return [
    {
      name: `${minutes} minutes of use after the first sync at ${size.toLocaleString('en-US')} tools: requests the person caused (accelerated clock)`,
      measured: figure.requests,
      unit: 'requests',
      value:
        `${figure.requests} requests (${endpoints || 'none'}) for ${figure.searches} searches, ` +
        `${figure.details} details and ${figure.browsed} category views; ${figure.failed} failed ` +
        `(${figure.realSeconds.toFixed(0)} s real)`,
      budget: '0 for browsing categories, 0 failed',
      pass: browsing === 0 && figure.failed === 0,
    },
  ];
}
