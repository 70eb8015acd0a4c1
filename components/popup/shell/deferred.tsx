// What the popup's first frame does not show, each in a chunk of its own: a tool's detail, a listing,
// the category tree, the home lists under an empty box (drawn after the first paint) and the filter bar
// (which comes with the first results: a placeholder of its height keeps the rows from moving).
import { later } from '../../common/later';

export const ToolDetail = later(() => import('../detail/ToolDetail').then((module) => module.ToolDetail));
export const ToolListing = later(() => import('../browse/ToolListing').then((module) => module.ToolListing));
export const CategoryTree = later(() =>
  import('../browse/CategoryTree').then((module) => module.CategoryTree),
);
export const YoursLists = later(() => import('../home/YoursLists').then((module) => module.YoursLists));
export const FilterBar = later(
  () => import('../find/FilterBar').then((module) => module.FilterBar),
  () => (
    <div class="pp-filterbar" aria-hidden="true">
      <div class="pp-filterbar__head">
        <span class="pp-filterbar__toggle">&nbsp;</span>
      </div>
    </div>
  ),
);

/** Once the popup has settled, so that no click waits for the code it opens. */
const PRELOAD_AFTER_MS = 1_000;

/** Loads every deferred chunk after the popup's first moments, when the page is idle. */
export function preloadDeferred(): () => void {
  const all = [FilterBar, YoursLists, ToolDetail, ToolListing, CategoryTree];
  let idle: number | undefined;
  const timer = setTimeout(() => {
    const load = () => {
      for (const part of all) void part.preload();
    };
    // Firefox and Chromium have it; a page without it loads them now.
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(load, { timeout: 1_000 });
    else load();
  }, PRELOAD_AFTER_MS);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}
