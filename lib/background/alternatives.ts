// A tool's alternatives, for the card, the results-page chips and the popup's detail alike: what the
// device can show without a request (the prefetched set of the most popular tools, the directory's
// answer still fresh in the cache, or else a pick of similar tools made locally), and the directory's.
// Shown, each alternative has its name, rating and price from the local copy when it has the tool: the
// prefetched set is up to a week old, a cached answer up to a day, the copy as fresh as the last sync.
import { CACHE_POLICY, cachedCall, freshCached } from '../api/cache-policy';
import { MAX_ALTERNATIVES } from '../api/limits';
import type { Result, Tool } from '../api/model';
import type { RequestReason } from '../api/request-record';
import { readWithLocalCopy } from '../directory/with-local-copy';
import type { CardOpening } from '../messaging/views';
import type { HandlerDeps } from './handlers/deps';

type Deps = Pick<HandlerDeps, 'directory' | 'connections'>;
type OpeningDeps = Deps & { settings: Pick<HandlerDeps['settings'], 'deviceOnly'> };

/** The directory's alternatives as the device has them (prefetched or fresh in the cache); reading sends nothing. */
export async function alternativesOnDevice(deps: Deps, slug: string): Promise<Tool[] | undefined> {
  const onDevice =
    (await deps.directory.prefetchedAlternatives(slug)) ??
    (await freshCached((await deps.connections.get()).cache, CACHE_POLICY.alternatives, slug));
  return onDevice?.slice(0, MAX_ALTERNATIVES);
}

/** The alternatives the device has, as a list shows them (the local copy's values); reading sends nothing. */
export async function shownOnDevice(deps: Deps, slug: string): Promise<Tool[] | undefined> {
  const onDevice = await alternativesOnDevice(deps, slug);
  return onDevice && readWithLocalCopy(onDevice, deps.directory.tools);
}

/**
 * What to show the moment a tool is opened, and whether the directory should now be asked: never while
 * Device only is on (the prefetched set or the local pick is the answer then).
 */
export async function openingAlternatives(deps: OpeningDeps, slug: string): Promise<CardOpening> {
  const [onDevice, deviceOnly] = await Promise.all([shownOnDevice(deps, slug), deps.settings.deviceOnly()]);
  // Absent when off, as in answers before Device only existed.
  const marked = deviceOnly ? { deviceOnly } : {};
  if (onDevice) return { pick: { source: 'prefetched', alternatives: onDevice }, fetch: false, ...marked };
  const similar = await deps.directory.similar(slug);
  return {
    pick: {
      source: 'similar',
      subcategory: similar.subcategory,
      alternatives: similar.tools.slice(0, MAX_ALTERNATIVES),
    },
    fetch: !deviceOnly,
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
  if (!result.ok) return result;
  return {
    ...result,
    data: await readWithLocalCopy(result.data.slice(0, MAX_ALTERNATIVES), deps.directory.tools),
  };
}
