import { useId, useState } from 'preact/hooks';
import type { Category } from '../../../lib/api/model';
import { formatCount } from '../../../lib/common/format';
import * as popupCopy from '../../../lib/copy/popup';
import { sendRequest } from '../../../lib/messaging/client';
import { useDeviceOnly, usePopupNav } from '../shell/context';
import { ChevronIcon } from '../shell/icons';
import { ScrollArea } from '../shell/ScrollArea';
import { StaleNotice, StatusArea, StatusMessage } from '../shell/StatusMessage';
import { useRequest } from '../shell/useRequest';

/**
 * The category tree as disclosure buttons: a category opens to its subcategories (and "All in …"),
 * each of which lists its tools. Plain buttons in nested lists: complete with Tab alone.
 */
export function CategoryTree() {
  const categories = useRequest('categories', () => sendRequest({ type: 'categories/get' }));
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (slug: string) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (!next.delete(slug)) next.add(slug);
      return next;
    });
  const list = categories.data ?? [];
  const deviceOnly = useDeviceOnly();

  return (
    <ScrollArea>
      <h2 class="ts-sr-only">{popupCopy.categoriesHeading}</h2>
      {deviceOnly && <p class="pp-hint">{popupCopy.deviceOnlyBrowse}</p>}
      <StatusArea>
        {categories.error && (
          <StatusMessage error={categories.error} subject="categories" onRetry={categories.retry} />
        )}
        {categories.stale && !categories.error && (
          <StaleNotice subject="categories" onRetry={categories.retry} />
        )}
        {categories.status === 'ok' && list.length === 0 && <p class="pp-hint">{popupCopy.noCategories}</p>}
      </StatusArea>
      {categories.status === 'loading' && list.length === 0 && <TreeSkeleton />}
      <ul class="pp-tree">
        {list.map((category) => (
          <CategoryItem
            key={category.slug}
            category={category}
            expanded={expanded.has(category.slug)}
            onToggle={() => toggle(category.slug)}
          />
        ))}
      </ul>
    </ScrollArea>
  );
}

function CategoryItem({
  category,
  expanded,
  onToggle,
}: {
  category: Category;
  expanded: boolean;
  onToggle: () => void;
}) {
  const nav = usePopupNav();
  const childrenId = useId();
  const openCategory = () =>
    category.asSubcategory
      ? // Device only's local list: a subcategory, listed (and followed) as one.
        nav.open({ kind: 'listing', filter: { subcategory: category.slug }, title: category.name })
      : nav.open({
          kind: 'listing',
          filter: { category: category.slug },
          title: category.name,
          subcategories: category.children.map((sub) => sub.slug),
        });
  if (category.children.length === 0) {
    return (
      <li>
        <button type="button" class="pp-tree__item" onClick={openCategory}>
          <span class="pp-tree__name">{category.name}</span>
          <ToolCount count={category.toolCount} />
        </button>
      </li>
    );
  }
  return (
    <li>
      <button
        type="button"
        class="pp-tree__item pp-tree__toggle"
        aria-expanded={expanded}
        aria-controls={childrenId}
        onClick={onToggle}
      >
        <ChevronIcon />
        <span class="pp-tree__name">{category.name}</span>
        <ToolCount count={category.toolCount} />
      </button>
      <ul id={childrenId} class="pp-tree__children" hidden={!expanded}>
        <li>
          <button type="button" class="pp-tree__item" onClick={openCategory}>
            <span class="pp-tree__name">{popupCopy.allInCategory(category.name)}</span>
            <ToolCount count={category.toolCount} />
          </button>
        </li>
        {category.children.map((sub) => (
          <li key={sub.slug}>
            <button
              type="button"
              class="pp-tree__item"
              onClick={() =>
                nav.open({ kind: 'listing', filter: { subcategory: sub.slug }, title: sub.name })
              }
            >
              <span class="pp-tree__name">{sub.name}</span>
              <ToolCount count={sub.toolCount} />
            </button>
          </li>
        ))}
      </ul>
    </li>
  );
}

function ToolCount({ count }: { count: number | null }) {
  if (count === null) return null;
  return (
    <span class="pp-count">
      {formatCount(count)}
      <span class="ts-sr-only"> {popupCopy.toolNoun(count)}</span>
    </span>
  );
}

function TreeSkeleton() {
  return (
    <ul class="pp-tree" aria-hidden="true">
      {Array.from({ length: 8 }, (_, index) => (
        <li key={index} class="pp-tree__item">
          <span class="pp-sk pp-sk--line" />
        </li>
      ))}
    </ul>
  );
}
