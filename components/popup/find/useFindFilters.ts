// The session's filters, shared by every popup view (search and listings) without threading props: one
// copy per popup page, read from the background when the first view needs it and saved there (checked)
// on every change, so they are still set when the popup opens again. Null until read: a search waits
// for them rather than draw rows the person's filters would hide, then redraw.
import type { FindFilters } from '../../../lib/directory/public/filters';
import { sendRequest } from '../../../lib/messaging/client';
import { createSharedState } from '../../common/shared-state';
import { takeSessionFilters } from './session-filters';

const filters = createSharedState<FindFilters | null>({ initial: null, load: takeSessionFilters });

export function setFindFilters(chosen: FindFilters): void {
  filters.set(chosen);
  void sendRequest({ type: 'find/set-filters', filters: chosen });
}

export function useFindFilters(): [FindFilters | null, (filters: FindFilters) => void] {
  return [filters.use(), setFindFilters];
}
