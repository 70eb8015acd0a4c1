// The popup component tests' harness: a fake background that answers browser.runtime messages
// with canned Results through the real sendRequest path, tools and pages to answer with, and the
// fake-timer helpers that let answers and renders settle.
import { act, cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, beforeEach, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { setFindFilters } from '../../components/popup/find/useFindFilters';
import type { Tool, ToolPage } from '../../lib/api/model';
import { DEFAULT_FILTERS } from '../../lib/directory/public/filters';
import { LOCAL_FIRST_PAGE } from '../../lib/directory/public/match-page';
import type { Request, RequestOf, RequestType, ResponseOf, SettingsView } from '../../lib/messaging/client';
import { eventually } from './eventually';
import './testing-library-waits';

export type Handlers = {
  [K in RequestType]?: (request: RequestOf<K>) => ResponseOf<K> | Promise<ResponseOf<K>>;
};

/** Fake timers for each test; unmounts, restores mocks and real timers after it. Call at the top level. */
export function setUpPopupTests() {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    cleanup();
    // The filters are the popup page's own state, shared by its views: one test's choice must not be the
    // next test's popup's (a popup opens as a new page; a test file is one page for all its tests).
    setFindFilters(DEFAULT_FILTERS);
    vi.restoreAllMocks();
  });
}

/**
 * The popup page's first search as the background answers it (lib/find/handlers.ts), from a test's own
 * `find/filters` and `search/local`: the session's filters, then the first page under them.
 */
async function composedFirstSearch(handlers: Handlers, request: RequestOf<'find/search-local'>) {
  const read = await handlers['find/filters']?.({ type: 'find/filters' });
  const filters = read?.ok ? read.data : DEFAULT_FILTERS;
  const found = await handlers['search/local']?.({
    type: 'search/local',
    q: request.q,
    offset: 0,
    limit: LOCAL_FIRST_PAGE,
    filters,
  });
  return found?.ok ? { ok: true, data: { filters, found: found.data } } : found;
}

/** Plays the background: answers with `handlers`, leaves the rest unanswered, records everything. */
export function background(handlers: Handlers) {
  const sent: Request[] = [];
  fakeBrowser.runtime.onMessage.addListener((message: unknown) => {
    const request = message as Request;
    sent.push(request);
    const handler = handlers[request.type] as ((request: Request) => unknown) | undefined;
    if (!handler && request.type === 'find/search-local') return composedFirstSearch(handlers, request);
    return Promise.resolve(handler?.(request));
  });
  return {
    sent,
    of: <K extends RequestType>(type: K) =>
      sent.filter((request): request is RequestOf<K> => request.type === type),
  };
}

export function tool(slug: string, overrides: Partial<Tool> = {}): Tool {
  return {
    id: slug.length,
    slug,
    name: slug.charAt(0).toUpperCase() + slug.slice(1),
    description: `${slug} does useful things.`,
    website: `https://${slug}.example/`,
    logo: null,
    price: { type: 'freemium', amount: null },
    verified: false,
    rating: { average: 4.5, count: 10 },
    subcategories: [],
    createdAt: null,
    links: { self: null, alternatives: null, web: `https://directory.example/tools/${slug}` },
    ...overrides,
  };
}

/** What the options page hears of the settings: connected, suggestions on, both permissions granted. */
export function settingsView(overrides: Partial<SettingsView> = {}): SettingsView {
  return {
    baseUrl: 'https://directory.example/api/v1',
    hasToken: true,
    suggestionsEnabled: true,
    mutedHosts: [],
    deviceOnly: false,
    apiOriginGranted: true,
    siteAccessGranted: true,
    ...overrides,
  };
}

export function page(items: Tool[], next: string | null = null): ToolPage {
  return { items, next, total: items.length, page: 1 };
}

/** Past one animation frame of the fake timers (16 ms): what a browser does in its next frame has run. */
export const FRAME_MS = 20;

/** Lets timers run and every pending answer and render settle. */
export async function flush(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Until `check` passes, a frame at a time: a chunk comes from disk in real time, whatever the fake timers say. */
export function drawn(check: () => void): Promise<void> {
  return eventually(async () => {
    await flush(FRAME_MS);
    check();
  });
}

export function searchBox() {
  return screen.getByRole('combobox', { name: 'Search AI tools' });
}

/** Types `text` into the search box, then lets `wait` ms pass (past the debounce by default). */
export async function type(text: string, wait = 300) {
  fireEvent.input(searchBox(), { target: { value: text } });
  // A popup just opened reads the session's filters before it searches: their answer is drawn when this
  // flush ends (as every render within one), and the search, with its typing pause, starts from there.
  await flush();
  await flush(wait);
}

/** The search results' tool cells, in order: the first cell of each row of the grid, named by its tool. */
export function resultCells(): HTMLElement[] {
  return screen
    .queryAllByRole('row')
    .flatMap((row) => [...row.querySelectorAll<HTMLElement>('[role="gridcell"]')].slice(0, 1));
}

/** The search results' tool names, in order. */
export function resultNames(): (string | null | undefined)[] {
  return resultCells().map(
    (cell) => document.getElementById(cell.getAttribute('aria-labelledby') ?? '')?.textContent,
  );
}

/** A list's tool rows: each row's own button (the star beside it is a button too, named "Save …"). */
export function toolButtons(list: HTMLElement): HTMLElement[] {
  return [...list.querySelectorAll<HTMLElement>('button.pp-row')];
}
