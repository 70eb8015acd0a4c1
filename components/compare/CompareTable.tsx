import type { ComponentChildren } from 'preact';
import { formatCount, safeHttpUrl } from '../../lib/common/format';
import * as compareCopy from '../../lib/copy/compare';
import * as popupCopy from '../../lib/copy/popup';
import { bestValues, type CompareRow, markOf, type RowVerdict } from '../../lib/find/public/best-values';
import { externalLink } from '../common/external-link';
import { Logo } from '../Logo';
import { Price } from '../Price';
import { ExternalIcon } from '../popup/shell/icons';
import { Rating } from '../Rating';
import { VerifiedMark } from '../VerifiedMark';
import type { ComparedTool, ToolSlot } from './useComparedTools';

export interface Column {
  item: { slug: string; name: string };
  slot: ToolSlot;
}

const NO_VERDICT: RowVerdict = { kind: 'same' };

/**
 * The picked tools side by side: one column per tool, one row per property. Each comparable row states
 * its rule under its name and marks its best value in words ("Best", "Tied best"), not by colour alone.
 * Everything from the API is text; only http(s) URLs become links.
 */
export function CompareTable({
  columns,
  onRemove,
  onRetry,
}: {
  columns: Column[];
  onRemove: (slug: string) => void;
  onRetry: (slug: string) => void;
}) {
  const settled = columns.every((column) => column.slot.status !== 'loading');
  const loaded = columns.flatMap((column) => (column.slot.status === 'ok' ? [column.slot.tool] : []));
  // Marked once every column has answered, so no mark moves while a tool is still on its way.
  const verdicts = settled ? bestValues(loaded) : null;

  const row = (label: string, cell: (tool: ComparedTool) => ComponentChildren, rule?: CompareRow) => {
    const verdict = rule && verdicts ? verdicts[rule] : NO_VERDICT;
    const id = rule ? `cmp-row-${rule}` : undefined;
    return (
      <tr>
        <th
          scope="row"
          // Named by its label alone, so each cell is read with "Price", not the whole rule.
          aria-labelledby={id && `${id}-label`}
          aria-describedby={id && `${id}-rule`}
        >
          <span id={id && `${id}-label`}>{label}</span>
          {rule && (
            <span id={`${id}-rule`} class="cmp-rule">
              {compareCopy.rule[rule]}
              {verdict.kind === 'unknown' && <span class="cmp-rule__note">{compareCopy.unknownPrice}</span>}
            </span>
          )}
        </th>
        {columns.map(({ item, slot }) => {
          if (slot.status !== 'ok') return <td key={item.slug}>{compareCopy.none}</td>;
          const mark = rule ? markOf(verdict, item.slug) : null;
          return (
            <td key={item.slug} class={mark ? `cmp-best cmp-best--${mark}` : undefined}>
              {cell(slot.tool)}
              {mark && rule && (
                <span class="cmp-best__mark">
                  <span aria-hidden="true">{mark === 'best' ? '▲ ' : '= '}</span>
                  {mark === 'best' ? compareCopy.best : compareCopy.tiedBest}
                  <span class="ts-sr-only"> ({compareCopy.bestFor[rule]})</span>
                </span>
              )}
            </td>
          );
        })}
      </tr>
    );
  };

  return (
    <>
      <div class="cmp-scroll">
        <table class="cmp-table">
          <caption class="ts-sr-only">{compareCopy.caption(columns.length)}</caption>
          <thead>
            <tr>
              <td />
              {columns.map(({ item, slot }) => {
                const name = slot.status === 'ok' ? slot.tool.name : item.name || item.slug;
                return (
                  <th key={item.slug} scope="col">
                    <div class="cmp-head">
                      {slot.status === 'ok' && <Logo src={slot.tool.logo} name={slot.tool.name} size={40} />}
                      <span class="cmp-head__name">{name}</span>
                      <button
                        type="button"
                        class="ts-button cmp-remove"
                        aria-label={compareCopy.remove(name)}
                        onClick={() => onRemove(item.slug)}
                      >
                        {compareCopy.removeShort}
                      </button>
                    </div>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {!settled || columns.some((column) => column.slot.status === 'error') ? (
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
            ) : null}
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
  const link = (href: string, label: string) => (
    <li>
      <a class="cmp-link" href={href} {...externalLink}>
        {label}
        <span class="ts-sr-only">
          {' '}
          {tool.name} {compareCopy.newTab}
        </span>
        <ExternalIcon />
      </a>
    </li>
  );
  return (
    <ul class="cmp-links">
      {website && link(website, compareCopy.website)}
      {directory && link(directory, compareCopy.directoryPage)}
    </ul>
  );
}
