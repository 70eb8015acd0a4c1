// The session's filters, shared by every popup view (search and listings) without threading props: one
// copy per popup page, read from the background when the first view needs it and saved there (checked)
// on every change, so they are still set when the popup opens again.
import { DEFAULT_FILTERS, type FindFilters } from '../../../lib/directory/public/filters';
import { sendRequest } from '../../../lib/messaging/client';
import { createSharedState } from '../../common/shared-state';

const filters = createSharedState<FindFilters>({
  initial: DEFAULT_FILTERS,
  load: async () => {
    const result = await sendRequest({ type: 'find/filters' });
    return result.ok ? result.data : DEFAULT_FILTERS;
  },
});

export function setFindFilters(chosen: FindFilters): void {
  filters.set(chosen);
  void sendRequest({ type: 'find/set-filters', filters: chosen });
}

export function useFindFilters(): [FindFilters, (filters: FindFilters) => void] {
  return [filters.use(), setFindFilters];
}
