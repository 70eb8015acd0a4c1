import * as popupCopy from '../../../lib/copy/popup';
import { Logo } from '../../Logo';
import { Price } from '../../Price';
import { Rating } from '../../Rating';
import { VerifiedMark } from '../../VerifiedMark';
import type { ToolSummary } from './types';

/** Ids the row's container uses so its accessible name is the tool's name alone, the rest a description. */
export interface RowIds {
  name: string;
  details: string;
}

export function rowIds(base: string): RowIds {
  return { name: `${base}-name`, details: `${base}-details` };
}

/** What a row shows when its tool could not be drawn: one line, still named, never a blank list. */
export function BrokenRow({ ids }: { ids: RowIds }) {
  return (
    <span class="pp-row__body">
      <span id={ids.name} class="pp-row__name pp-row__broken">
        {popupCopy.rowBroken}
      </span>
      <span id={ids.details} class="pp-row__meta" />
    </span>
  );
}

/** One tool on one line: logo, name, verified mark, rating and price. Presentational only. */
export function ToolRow({
  tool,
  ids,
  note = null,
}: {
  tool: ToolSummary;
  ids: RowIds;
  /** A word about the tool, read with its details: e.g. a saved tool gone from the directory. */
  note?: string | null;
}) {
  return (
    <>
      <Logo src={tool.logo} name={tool.name} size={36} />
      <span class="pp-row__body">
        <span class="pp-row__title">
          <span id={ids.name} class="pp-row__name">
            {tool.name}
          </span>
          <VerifiedMark verified={tool.verified} />
        </span>
        <span id={ids.details} class="pp-row__meta">
          {tool.verified && <span class="ts-sr-only">{popupCopy.verifiedForReaders}</span>}
          <Rating rating={tool.rating} />
          {/* The dot goes with the price, so a price moved to a line of its own leaves no dot hanging (list.css). */}
          <span class="pp-row__price">
            <span class="pp-dot" aria-hidden="true">
              ·
            </span>
            <Price price={tool.price} />
          </span>
          {note && <span class="pp-row__note">{note}</span>}
        </span>
      </span>
    </>
  );
}
