// Laravel's paginated resource envelope: { data, links: { first, last, prev, next }, meta }.
import type { ApiShape } from '../options';

export interface PageSlice<T> {
  items: readonly T[];
  page: number;
  perPage: number;
  total: number;
  lastPage: number;
}

export function paginate<T>(all: readonly T[], page: number, perPage: number): PageSlice<T> {
  const start = (page - 1) * perPage;
  return {
    items: start < all.length ? all.slice(start, start + perPage) : [],
    page,
    perPage,
    total: all.length,
    lastPage: Math.max(1, Math.ceil(all.length / perPage)),
  };
}

/** The absolute URL of another page of the same request: every other parameter is kept. */
export function pageUrlBuilder(requestUrl: URL): (page: number) => string {
  const base = `${requestUrl.origin}${requestUrl.pathname}`;
  const kept = [...requestUrl.searchParams].filter(([name]) => name !== 'page');
  return (page) => {
    const params = new URLSearchParams(kept);
    params.set('page', String(page));
    return `${base}?${params.toString()}`;
  };
}

/**
 * `dataJson` is the page's items, already rendered. In the bare shape `links.next` is left out on the
 * last page instead of being null (the other plausible reading of the contract).
 */
export function envelopeJson<T>(
  slice: PageSlice<T>,
  dataJson: Buffer<ArrayBuffer>,
  requestUrl: URL,
  shape: ApiShape,
): Buffer<ArrayBuffer> {
  const pageUrl = pageUrlBuilder(requestUrl);
  const next = slice.page < slice.lastPage ? pageUrl(slice.page + 1) : null;
  const links: Record<string, string | null> = {
    first: pageUrl(1),
    last: pageUrl(slice.lastPage),
    prev: slice.page > 1 ? pageUrl(slice.page - 1) : null,
  };
  if (next !== null || shape === 'laravel') links.next = next;
  const from = slice.items.length > 0 ? (slice.page - 1) * slice.perPage + 1 : null;
  const meta = {
    current_page: slice.page,
    from,
    last_page: slice.lastPage,
    path: `${requestUrl.origin}${requestUrl.pathname}`,
    per_page: slice.perPage,
    to: from === null ? null : from + slice.items.length - 1,
    total: slice.total,
  };
  const rest = `,"links":${JSON.stringify(links)},"meta":${JSON.stringify(meta)}}`;
  return Buffer.concat([DATA_OPEN, dataJson, Buffer.from(rest)]);
}

const DATA_OPEN = Buffer.from('{"data":');
