// What the device can show as a tool's alternatives without a request, for the card and the popup's
// detail alike: the prefetched set of the most popular tools, the directory's answer still fresh in the
// cache, or else a pick of similar tools made locally while the directory is asked.
import { CACHE_POLICY, freshCached } from '../api/cache-policy';
import { MAX_ALTERNATIVES } from '../api/limits';
import type { Tool } from '../api/model';
import type { OverlayOpening } from '../messaging/views';
import type { HandlerDeps } from './handlers/deps';

type Deps = Pick<HandlerDeps, 'directory' | 'connections'>;

/** The directory's alternatives as the device has them (prefetched or fresh in the cache); reading sends nothing. */
export async function alternativesOnDevice(deps: Deps, slug: string): Promise<Tool[] | undefined> {
  const onDevice =
    (await deps.directory.prefetchedAlternatives(slug)) ??
    (await freshCached((await deps.connections.get()).cache, CACHE_POLICY.alternatives, slug));
  return onDevice?.slice(0, MAX_ALTERNATIVES);
}

/** What to show the moment a tool is opened, and whether the directory should now be asked. */
export async function openingAlternatives(deps: Deps, slug: string): Promise<OverlayOpening> {
  const onDevice = await alternativesOnDevice(deps, slug);
  if (onDevice) return { pick: { source: 'prefetched', alternatives: onDevice }, fetch: false };
  const similar = await deps.directory.similar(slug);
  return {
    pick: {
      source: 'similar',
      subcategory: similar.subcategory,
      alternatives: similar.tools.slice(0, MAX_ALTERNATIVES),
    },
    fetch: true,
  };
}
