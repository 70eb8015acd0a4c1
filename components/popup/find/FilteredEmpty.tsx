import * as popupCopy from '../../../lib/copy/popup';
import {
  activeFilters,
  blockingFilters,
  clearFilter,
  type FilterableTool,
  type FindFilters,
  type NarrowingFilter,
} from '../../../lib/directory/public/filters';

/**
 * The list is empty only because of the filters: which ones hide everything, and a button to clear
 * each (or all, when only clearing several together shows something). Null when filters are not why.
 */
export function FilteredEmpty({
  tools,
  filters,
  onChange,
}: {
  tools: readonly FilterableTool[];
  filters: FindFilters;
  onChange: (filters: FindFilters) => void;
}) {
  return (
    <HiddenByFilters
      blocking={blockingFilters(tools, filters)}
      count={tools.length}
      filters={filters}
      onChange={onChange}
    />
  );
}

/**
 * The same, from what was worked out elsewhere: the search's matches are filtered in the background,
 * which says which filters hide them (`blocking`) and how many there are (`count`).
 */
export function HiddenByFilters({
  blocking,
  count,
  filters,
  onChange,
}: {
  blocking: readonly NarrowingFilter[];
  count: number;
  filters: FindFilters;
  onChange: (filters: FindFilters) => void;
}) {
  if (blocking.length === 0) return null;
  const names = blocking.map((which) => popupCopy.filterNames[which]);
  return (
    <div class="pp-message pp-filtered-empty">
      <p>{popupCopy.hiddenByFilters(names, count)}</p>
      <div class="pp-filtered-empty__actions">
        {blocking.length === 1 ? (
          <button
            type="button"
            class="ts-button"
            onClick={() => onChange(clearFilter(filters, blocking[0] ?? 'all'))}
          >
            {popupCopy.clearFilterNamed(names[0] ?? '')}
          </button>
        ) : (
          blocking.map((which) => (
            <button
              key={which}
              type="button"
              class="ts-button"
              onClick={() => onChange(clearFilter(filters, which))}
            >
              {popupCopy.clearFilterNamed(popupCopy.filterNames[which])}
            </button>
          ))
        )}
        {activeFilters(filters).length > 1 && (
          <button type="button" class="ts-button" onClick={() => onChange(clearFilter(filters, 'all'))}>
            {popupCopy.clearAllFilters}
          </button>
        )}
      </div>
    </div>
  );
}
