// A tool's alternatives, for the card, the results-page chips and the popup's detail alike: what the
// device can show without a request (the prefetched set of the most popular tools, the directory's
// answer still fresh in the cache, or else a pick of similar tools made locally), and the directory's.
// Every list a person sees is assembled through `asListed`: each alternative with its name, rating and
// price from the local copy when it has the tool (the prefetched set is up to a week old, a cached answer
// up to a day, the copy as fresh as the last sync), one entry per product, then at most five.
import { CACHE_POLICY, cachedCall, freshCached } from '../../api/cache-policy';
import { MAX_ALTERNATIVES } from '../../api/limits';
import type { Result, Tool } from '../../api/model';
import type { RequestReason } from '../../api/request-record';
import type { ConnectionManager } from '../../connection/connection';
import { deviceOnlyMark, openingReach } from '../../connection/device-only';
import type { SettingsStore } from '../../connection/settings-store';
import type { CardOpening, ToolSnapshot } from '../public/index';
import type { DirectoryService } from '../service';
import { withLocalCopy } from '../with-local-copy';
import { foldPlatformVariants, type ListedTool } from './platform-variants';

export interface AlternativesDeps {
  directory: DirectoryService;
  connections: ConnectionManager;
}
export type OpeningDeps = AlternativesDeps & { settings: Pick<SettingsStore, 'deviceOnly'> };
type Deps = AlternativesDeps;

/** How many similar tools are picked before folding, so that folding still leaves five where it can. */
const SIMILAR_CANDIDATES = 3 * MAX_ALTERNATIVES;

/**
 * A tool's alternatives as a list shows them: with the local copy's name, rating and price where it has
 * the tool, platform variants of one product folded into its best-known one (the local copy's rank), the
 * tool's own variants left out, then cut to five. One read of the local copy; reading sends nothing.
 */
export async function asListed<T extends ListedTool & ToolSnapshot>(
  deps: Deps,
  slug: string,
  tools: readonly T[],
): Promise<T[]> {
  const records = await deps.directory.tools([slug, ...tools.map((tool) => tool.slug)]);
  const bySlug = new Map(records.map((record) => [record.slug, record]));
  const rank = (tool: T) => bySlug.get(tool.slug)?.rank;
  // Folded by the names the person will read: the local copy's, not a week-old prefetched one.
  const shown = withLocalCopy(tools, records);
  return foldPlatformVariants(shown, { of: bySlug.get(slug), rank }).slice(0, MAX_ALTERNATIVES);
}

/** The alternatives the device has, as a list shows them; undefined when it has none. */
export async function listedOnDevice(deps: Deps, slug: string): Promise<Tool[] | undefined> {
  const onDevice = await alternativesOnDevice(deps, slug);
  return onDevice && asListed(deps, slug, onDevice);
}

/** The directory's alternatives as the device has them (prefetched or fresh in the cache); reading sends nothing. */
export async function alternativesOnDevice(deps: Deps, slug: string): Promise<Tool[] | undefined> {
  const onDevice =
    (await deps.directory.prefetchedAlternatives(slug)) ??
    (await freshCached((await deps.connections.get()).cache, CACHE_POLICY.alternatives, slug));
  return onDevice?.slice(0, MAX_ALTERNATIVES);
}

/**
 * What to show the moment a tool is opened, and whether the directory should now be asked: never while
 * Device only is on (the prefetched set or the local pick is the answer then).
 */
export async function openingAlternatives(deps: OpeningDeps, slug: string): Promise<CardOpening> {
  const [onDevice, deviceOnly] = await Promise.all([listedOnDevice(deps, slug), deps.settings.deviceOnly()]);
  const marked = deviceOnlyMark(deviceOnly);
  if (onDevice) return { pick: { source: 'prefetched', alternatives: onDevice }, fetch: false, ...marked };
  const similar = await deps.directory.similar(slug, SIMILAR_CANDIDATES);
  return {
    pick: {
      source: 'similar',
      subcategory: similar.subcategory,
      alternatives: await asListed(deps, slug, similar.tools),
    },
    // The directory is asked for its own only when Device only is off.
    fetch: openingReach(false, deviceOnly).opensWithRequest,
    ...marked,
  };
}

/**
 * A tool's alternatives from the directory (through the cache), at most MAX_ALTERNATIVES; `reason`: a
 * card or a detail the person opened (the request log says which).
 */
export async function directoryAlternatives(
  deps: Deps,
  slug: string,
  reason: RequestReason = CACHE_POLICY.alternatives.reason,
): Promise<Result<Tool[]>> {
  const policy = { ...CACHE_POLICY.alternatives, reason };
  const result = await cachedCall(await deps.connections.get(), policy, slug);
  return result.ok ? { ...result, data: await asListed(deps, slug, result.data) } : result;
}
