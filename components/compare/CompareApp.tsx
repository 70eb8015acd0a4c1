import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import * as compareCopy from '../../lib/copy/compare';
import * as popupCopy from '../../lib/copy/popup';
import { bestValues, type CompareRow } from '../../lib/find/best-values';
import { formatCount, safeHttpUrl } from '../../lib/format';
import { externalLink } from '../common/external-link';
import { useCompareSelection } from '../find/useCompareSelection';
import { Logo } from '../Logo';
import { Price } from '../Price';
import { Rating } from '../Rating';
import { VerifiedMark } from '../VerifiedMark';
import { type ComparedTool, type ToolSlot, useComparedTools } from './useComparedTools';

/**
 * The compare page (entrypoints/compare): the session's 2–4 picked tools side by side in a table, one
 * column per tool, one row per property, with the best value of each comparable row marked in words
 * ("Best"), not by colour alone. Everything from the API is text; only http(s) URLs become links.
 */
export function CompareApp() {
  const selection = useCompareSelection();
  const { slots, retry } = useComparedTools(selection.items);
  const heading = useRef<HTMLHeadingElement>(null);

  // Picks made in the popup while this page was in the background show when it is looked at again.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') selection.reload();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [selection.reload]);

  const items = selection.items;
  const remove = async (slug: string) => {
    await selection.remove(slug);
    // The removed column's button is gone: focus goes somewhere predictable.
    heading.current?.focus();
  };

  return (
    <main class="cmp">
      <h1 ref={heading} tabIndex={-1}>
        {compareCopy.title}
      </h1>
      <div role="status" class="cmp-status">
        {items === null && <p>{compareCopy.loading}</p>}
        {items?.length === 0 && <p>{compareCopy.empty}</p>}
        {items?.length === 1 && <p>{compareCopy.oneTool(items[0]?.name || items[0]?.slug || '')}</p>}
      </div>
      {items && items.length > 0 && (
        <CompareTable
          columns={items.map((item) => ({ item, slot: slots.get(item.slug) ?? { status: 'loading' } }))}
          onRemove={(slug) => void remove(slug)}
          onRetry={retry}
        />
      )}
    </main>
  );
}

interface Column {
  item: { slug: string; name: string };
  slot: ToolSlot;
}

function CompareTable({
  columns,
  onRemove,
  onRetry,
}: {
  columns: Column[];
  onRemove: (slug: string) => void;
  onRetry: (slug: string) => void;
}) {
  const loaded = columns.flatMap((column) => (column.slot.status === 'ok' ? [column.slot.tool] : []));
  const best = bestValues(loaded);

  const row = (label: string, cell: (tool: ComparedTool) => ComponentChildren, mark?: CompareRow) => (
    <tr>
      <th scope="row">{label}</th>
      {columns.map(({ item, slot }) => {
        if (slot.status !== 'ok') return <td key={item.slug}>{compareCopy.none}</td>;
        const isBest = mark !== undefined && best[mark].has(item.slug);
        return (
          <td key={item.slug} class={isBest ? 'cmp-best' : undefined}>
            {cell(slot.tool)}
            {isBest && mark && (
              <span class="cmp-best__mark">
                <span aria-hidden="true">▲ </span>
                {compareCopy.best}
                <span class="ts-sr-only"> ({compareCopy.bestFor[mark]})</span>
              </span>
            )}
          </td>
        );
      })}
    </tr>
  );

  return (
    <>
      <div class="cmp-scroll">
        <table class="cmp-table">
          <caption class="ts-sr-only">{compareCopy.caption(columns.length)}</caption>
          <thead>
            <tr>
              <td />
              {columns.map(({ item, slot }) => (
                <th key={item.slug} scope="col">
                  <div class="cmp-head">
                    {slot.status === 'ok' && <Logo src={slot.tool.logo} name={slot.tool.name} size={40} />}
                    <span class="cmp-head__name">
                      {slot.status === 'ok' ? slot.tool.name : item.name || item.slug}
                    </span>
                    <button type="button" class="ts-button cmp-remove" onClick={() => onRemove(item.slug)}>
                      {compareCopy.remove(slot.status === 'ok' ? slot.tool.name : item.name || item.slug)}
                    </button>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {columns.some((column) => column.slot.status !== 'ok') && (
              <tr class="cmp-state">
                <th scope="row">
                  <span class="ts-sr-only">{compareCopy.loading}</span>
                </th>
                {columns.map(({ item, slot }) => (
                  <td key={item.slug}>
                    {slot.status === 'loading' && <span class="cmp-loading">{compareCopy.loading}</span>}
                    {slot.status === 'error' && (
                      <div class="cmp-error" role="alert">
                        <p>{popupCopy.errorText(slot.error, 'tool')}</p>
                        {slot.error.kind !== 'not-found' && slot.error.kind !== 'device-only' && (
                          <button type="button" class="ts-button" onClick={() => onRetry(item.slug)}>
                            {compareCopy.retry}
                          </button>
                        )}
                      </div>
                    )}
                  </td>
                ))}
              </tr>
            )}
            {row(
              compareCopy.rowRating,
              (tool) => (
                <Rating rating={tool.rating} compact />
              ),
              'rating',
            )}
            {row(
              compareCopy.rowCount,
              (tool) => compareCopy.ratingCount(tool.rating.count, formatCount(tool.rating.count)),
              'count',
            )}
            {row(
              compareCopy.rowPrice,
              (tool) => (
                <Price price={tool.price} />
              ),
              'price',
            )}
            {row(
              compareCopy.rowVerified,
              (tool) => (
                <span class="cmp-verified">
                  {tool.verified ? compareCopy.yes : compareCopy.no} <VerifiedMark verified={tool.verified} />
                </span>
              ),
              'verified',
            )}
            {row(compareCopy.rowSubcategories, (tool) =>
              tool.subcategories.length === 0 ? (
                compareCopy.none
              ) : (
                <ul class="cmp-chips">
                  {tool.subcategories.map((sub) => (
                    <li key={sub.slug} class="ts-chip">
                      {sub.name}
                    </li>
                  ))}
                </ul>
              ),
            )}
            {row(compareCopy.rowDescription, (tool) =>
              tool.description.trim() === '' ? (
                compareCopy.none
              ) : (
                <p class="cmp-description">{tool.description}</p>
              ),
            )}
            {row(compareCopy.rowLinks, (tool) => (
              <Links tool={tool} />
            ))}
          </tbody>
        </table>
      </div>
      <p class="cmp-legend">{compareCopy.legend}</p>
    </>
  );
}

function Links({ tool }: { tool: ComparedTool }) {
  const website = safeHttpUrl(tool.website);
  const directory = safeHttpUrl(tool.directoryPage);
  if (!website && !directory) return <>{compareCopy.none}</>;
  return (
    <ul class="cmp-links">
      {website && (
        <li>
          <a href={website} {...externalLink}>
            {compareCopy.website}
            <span class="ts-sr-only"> {tool.name}</span>
          </a>
        </li>
      )}
      {directory && (
        <li>
          <a href={directory} {...externalLink}>
            {compareCopy.directoryPage}
            <span class="ts-sr-only"> {tool.name}</span>
          </a>
        </li>
      )}
    </ul>
  );
}
