// Find: the session's filters and comparison (forgotten with the browser session, lib/find/session.ts),
// the popup page's first search under those filters, and the comparison's tools from the local
// directory: no request (the compare page asks `tool/get` only for a tool the device does not have).

import { type HandlersOf, ok } from '../common/message';
import { oneAtATime } from '../common/one-at-a-time';
import { DEFAULT_FILTERS, type FindFilters } from '../directory/public/filters';
import type { LocalTool } from '../directory/public/index';
import { changesMatches, LOCAL_FIRST_PAGE } from '../directory/public/match-page';
import type { DirectoryService } from '../directory/service';
import type { FIND_MESSAGES } from './messages';
import { addToCompare, removeFromCompare } from './public/compare';
import * as session from './session';

export interface FindDeps {
  directory: Pick<DirectoryService, 'tool' | 'localSearch'>;
}

export type FindSession = Pick<
  typeof session,
  'readFindFilters' | 'saveFindFilters' | 'readCompareSelection' | 'saveCompareSelection'
>;

export function findHandlers(deps: FindDeps, store: FindSession = session): HandlersOf<typeof FIND_MESSAGES> {
  // Two picks in quick succession each read the selection before the other wrote it: one was lost.
  const changeSelection = oneAtATime();
  return {
    'find/filters': async () => ok(await store.readFindFilters()),
    'find/set-filters': async (request) => ok(await store.saveFindFilters(request.filters)),
    // The first page, as `search/local` answers it, under the filters read here. The search starts
    // beside their read, a storage round trip it need not wait for: most sessions keep filters that
    // change no match, and its page is then the same. Filters that do change them ask again.
    'find/search-local': async (request) => {
      const firstPage = (filters: FindFilters) =>
        deps.directory.localSearch(request.q, {
          offset: 0,
          limit: LOCAL_FIRST_PAGE,
          filters,
          settled: false,
        });
      const unfiltered = firstPage(DEFAULT_FILTERS);
      const filters = await store.readFindFilters();
      if (!changesMatches(filters)) return ok({ filters, found: await unfiltered });
      unfiltered.catch(() => undefined);
      return ok({ filters, found: await firstPage(filters) });
    },
    // The picked tools under the names the local copy gives them now (the page says them while it loads).
    'compare/selection': async () => {
      const selection = await store.readCompareSelection();
      const records = await Promise.all(selection.map((item) => deps.directory.tool(item.slug)));
      return ok(selection.map((item, at) => ({ ...item, name: records[at]?.name ?? item.name })));
    },
    'compare/add': (request) =>
      changeSelection(async () => {
        const { selection, outcome } = addToCompare(await store.readCompareSelection(), {
          slug: request.slug,
          name: request.name,
        });
        return ok({ selection: await store.saveCompareSelection(selection), outcome });
      }),
    'compare/remove': (request) =>
      changeSelection(async () =>
        ok(
          await store.saveCompareSelection(
            removeFromCompare(await store.readCompareSelection(), request.slug),
          ),
        ),
      ),
    'compare/local-tools': async (request) => {
      const tools = await Promise.all(request.slugs.map((slug) => deps.directory.tool(slug)));
      return ok(tools.map((tool): LocalTool | null => tool ?? null));
    },
  };
}
