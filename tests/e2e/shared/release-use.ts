// What an update test does with an earlier release before updating it, in both browsers: the features
// 0.2.0 brought, used as its pages would use them (tests/e2e/update.spec.ts, firefox/update.spec.ts).
import { expect } from '@playwright/test';
import type { RunningServer, ToolJson } from '../../../server/index';
import { apiGet } from '../fixtures';
import { PICKED } from '../releases';

/** Sends a message to the background as the release's extension pages do. */
type Send = (message: Record<string, unknown>) => Promise<{ ok: boolean }>;

/** Midjourney saved (as the release's popup sends a tool), Bing's results pages on, PICKED to compare. */
export async function useSavedSerpAndCompare(server: RunningServer, send: Send): Promise<void> {
  const { slug, name, logo, price, verified, rating } = (
    await apiGet<{ data: ToolJson }>(server, '/tools/midjourney')
  ).data;
  const tool = { slug, name, logo, price, verified, rating };
  expect((await send({ type: 'saved/set', tool, saved: true })).ok).toBe(true);
  expect((await send({ type: 'serp/set-engine', engine: 'bing', enabled: true })).ok).toBe(true);
  for (const [slug, name] of PICKED) expect((await send({ type: 'compare/add', slug, name })).ok).toBe(true);
}
