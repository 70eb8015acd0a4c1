// Third-party sites for the e2e tests: simple local pages served by the browser context itself, so a
// "visit" never leaves the machine and no page content depends on the network.
import type { BrowserContext, Page } from '@playwright/test';
import { MAX_ALTERNATIVES } from '../../lib/api/limits';
import type { RunningServer, ToolJson } from '../../server/index';
import { apiGet } from './fixtures';

export const PAGE = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><main><h1>${title}</h1><p>Some text.</p></main></body></html>`;

/** Serves simple local pages for these hosts (https). */
export async function routeSites(context: BrowserContext, hosts: string[]): Promise<void> {
  await routeOrigins(
    context,
    hosts.map((host) => `https://${host}`),
  );
}

/** Serves simple local pages for these origins. */
export async function routeOrigins(context: BrowserContext, origins: string[]): Promise<void> {
  for (const origin of new Set(origins)) {
    await context.route(`${origin}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: PAGE(`${new URL(route.request().url()).host}${new URL(route.request().url()).pathname}`),
      }),
    );
  }
}

/** The card's host element, by its tag (it carries no marker attribute). */
export const cardHost = (page: Page) => page.locator('toolscout-overlay');

/** The accessible name of a tool's pill: "Toolscout: <name>, rated …" or "…, no ratings yet". */
export const pillName = (name: string) => new RegExp(`^Toolscout: ${escapeRegExp(name)}, `);

/** The card's pill for a tool. */
export const pillOf = (page: Page, name: string) => page.getByRole('button', { name: pillName(name) });

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A page of the directory's listing in popularity order (rank = index from the top, 0-based). */
export async function listing(server: RunningServer, page: number): Promise<ToolJson[]> {
  return (await apiGet<{ data: ToolJson[] }>(server, `/tools?per_page=100&page=${page}`)).data;
}

/**
 * Tools whose website is a plain https origin (no path, an ASCII host used by no other listed tool), so a
 * routed page at that origin is recognised as exactly that tool.
 */
export function plainSiteTools(tools: readonly ToolJson[], others: readonly ToolJson[] = []): ToolJson[] {
  const hostOf = (tool: ToolJson) => {
    try {
      return tool.website ? new URL(tool.website).host : null;
    } catch {
      return null;
    }
  };
  const hostCounts = new Map<string, number>();
  const everyTool = new Map([...tools, ...others].map((tool) => [tool.slug, tool]));
  for (const tool of everyTool.values()) {
    const host = hostOf(tool);
    if (host) hostCounts.set(host, (hostCounts.get(host) ?? 0) + 1);
  }
  return tools.filter((tool) => {
    const host = hostOf(tool);
    return (
      host !== null &&
      /^https:\/\/[a-z0-9.-]+\/?$/.test(tool.website ?? '') &&
      hostCounts.get(host) === 1 &&
      !/^(www\.)?(apps\.apple\.com|play\.google\.com|github\.com|chrome\.google\.com)$/.test(host)
    );
  });
}

/**
 * A tool far outside the top 500 whose alternatives a release build prefetches (ranks 600 to 799), with a
 * plain website, its origin served locally: none of the background's own traffic is about it.
 */
export async function longTailToolSite(
  context: BrowserContext,
  server: RunningServer,
): Promise<{ tool: ToolJson; site: URL }> {
  const first = await listing(server, 1);
  const tool = plainSiteTools([...(await listing(server, 7)), ...(await listing(server, 8))], first)[0];
  if (!tool?.website) throw new Error('no long-tail tool with a plain website in the dataset');
  const site = new URL(tool.website);
  await routeOrigins(context, [site.origin]);
  return { tool, site };
}

type Named = { slug: string; name: string };

/**
 * The reference dataset's one product listed as three tools: ChatGPT, ChatGPT for iOS and ChatGPT for
 * Android (server/dataset/known-tools.ts). A list of alternatives names it once, as the one the listing
 * puts first, where the first of them stood; beside one of them, none. Worked out here on the dataset's
 * own names, apart from the extension's general rule (lib/directory/alternatives/platform-variants.ts).
 */
export function onePerProduct(
  alternatives: readonly Named[],
  of: Named,
  rank: Map<string, number>,
): string[] {
  const product = (name: string) => name.replace(/ for (iOS|Android)$/, '');
  const shown = new Map<string, Named>();
  for (const alternative of alternatives) {
    const key = product(alternative.name);
    if (key === product(of.name) || alternative.slug === of.slug) continue;
    const kept = shown.get(key);
    const place = (tool: Named) => rank.get(tool.slug) ?? Number.POSITIVE_INFINITY;
    // A Map keeps a key where it was first set: the product stays where its first entry stood.
    if (!kept || place(alternative) < place(kept)) shown.set(key, alternative);
  }
  return [...shown.values()].slice(0, MAX_ALTERNATIVES).map((tool) => tool.name);
}

/** Each tool's place in the directory's listing (most popular first), from its first pages. */
export async function listingRanks(server: RunningServer): Promise<Map<string, number>> {
  const pages = await Promise.all([1, 2, 3].map((page) => listing(server, page)));
  return new Map(pages.flat().map((tool, index) => [tool.slug, index]));
}

/** The names of a tool's alternatives as a list shows them: the directory's, each product once. */
export async function listedAlternatives(server: RunningServer, tool: Named): Promise<string[]> {
  const { data } = await apiGet<{ data: Named[] }>(server, `/tools/${tool.slug}/alternatives`);
  return onePerProduct(data, tool, await listingRanks(server));
}
