import { useId, useState } from 'preact/hooks';
import * as popupCopy from '../../../lib/copy/popup';
import {
  activeFilters,
  type FindFilters,
  MIN_RATINGS,
  type MinRating,
  PRICE_FILTERS,
  type PriceFilter,
  SORT_ORDERS,
  type SortOrder,
} from '../../../lib/directory/public/filters';
import { memo } from '../../common/memo';
import { Switch } from '../../common/Switch';

/**
 * Price, minimum rating, sort and "Verified only" over a result list, behind a disclosure button that
 * says what is on: native selects with visible labels, so each is reached with Tab and changed with the
 * arrow keys. Every change applies at once. Memoised: a keystroke in the search box leaves it as it was.
 */
export const FilterBar = memo(function FilterBar({
  filters,
  onChange,
  listing = false,
}: {
  filters: FindFilters;
  onChange: (filters: FindFilters) => void;
  /** A category listing calls "relevance" the directory's own order. */
  listing?: boolean;
}) {
  const base = useId();
  const [open, setOpen] = useState(false);
  const sortNames = listing ? popupCopy.sortOptionsListing : popupCopy.sortOptions;
  const summary = [
    ...activeFilters(filters).flatMap((which) =>
      which === 'price'
        ? [popupCopy.priceFilterOptions[filters.price]]
        : which === 'minRating'
          ? [popupCopy.minRatingOption(filters.minRating)]
          : [],
    ),
    ...(filters.sort === 'relevance' ? [] : [popupCopy.sortedBy(filters.sort)]),
  ];
  return (
    <div class="pp-filterbar">
      <div class="pp-filterbar__head">
        <button
          type="button"
          class="pp-filterbar__toggle"
          aria-expanded={open}
          aria-controls={`${base}-panel`}
          onClick={() => setOpen(!open)}
        >
          <span class="pp-filterbar__chevron" aria-hidden="true">
            {open ? '▾' : '▸'}
          </span>
          {popupCopy.filtersLabel}
          <span class="pp-filterbar__summary">
            {summary.length > 0 ? summary.join(' · ') : popupCopy.noFiltersOn}
          </span>
        </button>
        <Switch
          checked={filters.verifiedOnly}
          onChange={(verifiedOnly) => onChange({ ...filters, verifiedOnly })}
          extraClass="pp-switch pp-filterbar__verified"
        >
          {popupCopy.verifiedOnly}
        </Switch>
      </div>
      <fieldset id={`${base}-panel`} class="pp-filters" hidden={!open}>
        <legend class="ts-sr-only">{popupCopy.filtersLabel}</legend>
        <label class="pp-filter" for={`${base}-price`}>
          <span class="pp-filter__label">{popupCopy.priceFilterLabel}</span>
          <select
            id={`${base}-price`}
            value={filters.price}
            onChange={(event) => onChange({ ...filters, price: event.currentTarget.value as PriceFilter })}
          >
            {PRICE_FILTERS.map((price) => (
              <option key={price} value={price}>
                {popupCopy.priceFilterOptions[price]}
              </option>
            ))}
          </select>
        </label>
        <label class="pp-filter" for={`${base}-rating`}>
          <span class="pp-filter__label">{popupCopy.minRatingLabel}</span>
          <select
            id={`${base}-rating`}
            value={String(filters.minRating)}
            onChange={(event) =>
              onChange({ ...filters, minRating: Number(event.currentTarget.value) as MinRating })
            }
          >
            {MIN_RATINGS.map((min) => (
              <option key={min} value={String(min)}>
                {popupCopy.minRatingOption(min)}
              </option>
            ))}
          </select>
        </label>
        <label class="pp-filter" for={`${base}-sort`}>
          <span class="pp-filter__label">{popupCopy.sortLabel}</span>
          <select
            id={`${base}-sort`}
            value={filters.sort}
            onChange={(event) => onChange({ ...filters, sort: event.currentTarget.value as SortOrder })}
          >
            {SORT_ORDERS.map((sort) => (
              <option key={sort} value={sort}>
                {sortNames[sort]}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
    </div>
  );
});
