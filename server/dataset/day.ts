// The directory N days later, for tests of what a client does when the directory changes between two
// syncs (FAULTS=1 with FAULT_DAY=N, or setOptions({ faults: { enabled: true, day: N } })). Deterministic
// and cumulative: each day publishes a few unpublished tools, delists a few visible ones, and moves
// some ratings and prices; day 0 is the generated directory itself.
import type { Dataset, ToolRecord } from './types';

/** Unpublished tools that become visible each day (least visited of the hidden ones first). */
export const PUBLISHED_PER_DAY = 3;
/** Visible tools delisted each day, taken from the middle of the listing. */
export const DELISTED_PER_DAY = 2;
/** Tools whose id is a multiple of this gain 0.2 of average and 30 ratings a day (capped at 5). */
export const RATING_MOVES_EVERY = 41;
/** Priced tools whose id is a multiple of this get 1 dollar cheaper a day (never below 1). */
export const PRICE_MOVES_EVERY = 37;

/** The tools published on days 1..day, in the order they were published. */
export function publishedBy(dataset: Dataset, day: number): ToolRecord[] {
  const unpublished = dataset.hiddenTools
    .filter((tool) => tool.visibility === 'unpublished' && tool.visits < 50_000_000)
    .sort((a, b) => a.visits - b.visits || a.id - b.id);
  return unpublished.slice(0, PUBLISHED_PER_DAY * day);
}

/** The visible tools delisted on days 1..day. */
export function delistedBy(dataset: Dataset, day: number): ToolRecord[] {
  const middle = Math.floor(dataset.visibleTools.length / 2);
  return dataset.visibleTools.slice(middle, middle + DELISTED_PER_DAY * day);
}

function movedOn(tool: ToolRecord, day: number): ToolRecord {
  let moved = tool;
  const { average, count } = tool.rating;
  if (tool.id % RATING_MOVES_EVERY === 0 && average !== null) {
    const next = Math.min(5, Math.round((average + 0.2 * day) * 10) / 10);
    moved = { ...moved, rating: { average: next, count: count + 30 * day } };
  }
  const { type, amount } = tool.price;
  if (tool.id % PRICE_MOVES_EVERY === 0 && amount !== null && amount > 1) {
    moved = { ...moved, price: { type, amount: Math.max(1, amount - day) } };
  }
  return moved;
}

export function datasetOnDay(dataset: Dataset, day: number): Dataset {
  if (day === 0) return dataset;
  const published = new Set(publishedBy(dataset, day).map((tool) => tool.id));
  const delisted = new Set(delistedBy(dataset, day).map((tool) => tool.id));
  const tools = dataset.tools.map((tool): ToolRecord => {
    if (published.has(tool.id)) return movedOn({ ...tool, visibility: 'visible' }, day);
    if (delisted.has(tool.id)) return { ...tool, visibility: 'delisted' };
    return tool.visibility === 'visible' ? movedOn(tool, day) : tool;
  });
  return {
    ...dataset,
    tools,
    visibleTools: tools
      .filter((tool) => tool.visibility === 'visible')
      .sort((a, b) => b.visits - a.visits || a.id - b.id),
    hiddenTools: tools.filter((tool) => tool.visibility !== 'visible'),
  };
}
