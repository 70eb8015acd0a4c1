import { useRef } from 'preact/hooks';
import {
  applyFilters,
  type FilterableTool,
  type FindFilters,
  keepShownOrder,
} from '../../../lib/directory/public/filters';

/**
 * `items` filtered and sorted, where rows already shown keep their places when more arrive (another
 * page): only a change of filters or sort, which the person asked for, orders them afresh.
 */
export function useShownOrder<T extends FilterableTool>(items: readonly T[], filters: FindFilters): T[] {
  const shown = useRef<string[]>([]);
  const orderedFor = useRef<FindFilters | null>(null);
  const fresh = applyFilters(items, filters);
  const rows = orderedFor.current === filters ? keepShownOrder(shown.current, fresh) : fresh;
  orderedFor.current = filters;
  shown.current = rows.map((row) => row.slug);
  return rows;
}
