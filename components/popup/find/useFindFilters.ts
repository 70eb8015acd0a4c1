// The session's filters, shared by every popup view (search and listings) without threading props: one
// copy per popup page, read from the background when the first view needs it and saved there
// (storage.session, checked) on every change, so they are still set when the popup opens again.
import { useEffect, useState } from 'preact/hooks';
import { DEFAULT_FILTERS, type FindFilters } from '../../../lib/find/filters';
import { sendRequest } from '../../../lib/messaging/client';

let current: FindFilters = DEFAULT_FILTERS;
/** Bumped by every change, so a slow read never overwrites what the person just chose. */
let version = 0;
const listeners = new Set<(filters: FindFilters) => void>();

function publish(filters: FindFilters): void {
  current = filters;
  for (const listener of listeners) listener(filters);
}

function load(): void {
  const asked = version;
  void sendRequest({ type: 'find/filters' }).then((result) => {
    if (version === asked) publish(result.ok ? result.data : DEFAULT_FILTERS);
  });
}

export function setFindFilters(filters: FindFilters): void {
  version += 1;
  publish(filters);
  void sendRequest({ type: 'find/set-filters', filters });
}

export function useFindFilters(): [FindFilters, (filters: FindFilters) => void] {
  const [filters, setFilters] = useState(current);
  useEffect(() => {
    listeners.add(setFilters);
    // The first view of this page reads the saved ones; later views share them.
    if (listeners.size === 1) load();
    else setFilters(current);
    return () => {
      listeners.delete(setFilters);
    };
  }, []);
  return [filters, setFindFilters];
}
