// The popup's deferred parts (components/popup/shell/deferred.tsx), loaded before a test that uses them
// as a person does, a moment after opening: their chunks load when the popup is idle, long before a click.
// The deferral itself is tested in tests/unit/components/popup/shell/deferred.test.tsx.
import {
  CategoryTree,
  FilterBar,
  ToolDetail,
  ToolListing,
  YoursLists,
} from '../../components/popup/shell/deferred';

export async function loadDeferredParts(): Promise<void> {
  await Promise.all(
    [CategoryTree, FilterBar, ToolDetail, ToolListing, YoursLists].map((part) => part.preload()),
  );
}
