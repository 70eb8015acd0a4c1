// Small helpers for the popup's end-to-end tests: opening it at its real size, reading the reference
// server's dataset the way the popup shows it, and saving screenshots.
import path from 'node:path';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { createLocalSearch } from '../../lib/directory/local-search/local-search';
import type { DirectoryTool } from '../../lib/directory/record';
import type {
  CategoryRecord,
  Dataset,
  RequestLogEntry,
  SubcategoryRecord,
  ToolRecord,
} from '../../server/index';
import { directoryTools } from '../support/directory-records';
import { expect, waitForDirectory } from './fixtures';
import { artifactsDir } from './paths';

/** The popup's own size (components/popup/shell/shell.css sets the body to 380×560). */
export const POPUP_VIEWPORT = { width: 380, height: 560 } as const;

/** The popup's search waits this long after typing; a check for "no request" waits past it. */
export const PAST_DEBOUNCE_MS = 600;

export function popupUrl(extensionId: string): string {
  return `chrome-extension://${extensionId}/popup.html`;
}

/** popup.html in a new tab at the popup's size. */
/** The popup's search box, by its accessible name. */
export function searchBox(popup: Page): Locator {
  return popup.getByRole('combobox', { name: 'Search AI tools' });
}

export async function openPopup(context: BrowserContext, extensionId: string): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize(POPUP_VIEWPORT);
  await page.goto(popupUrl(extensionId));
  await expect(page.getByRole('heading', { name: 'Toolscout', level: 1 })).toBeVisible();
  return page;
}

export async function popupScreenshot(page: Page, name: string): Promise<void> {
  // Off every row, so no hover highlight is mistaken for the keyboard's.
  await page.mouse.move(0, 0);
  await page.screenshot({ path: path.join(artifactsDir, 'screenshots', `popup-${name}.png`) });
}

/** The search results' tool cells, in order: each row's first cell, named by its tool (the other is its star). */
export function resultCells(page: Page): Locator {
  return page.locator('[role="row"] > [role="gridcell"][aria-labelledby]');
}

/** A search result's tool cell, by the tool's exact name. */
export function result(page: Page, name: string): Locator {
  return page.getByRole('gridcell', { name, exact: true });
}

/** A list's tool rows: each row's own button (the star beside it is a button too, "Save …"). */
export function toolRows(list: Locator): Locator {
  return list.locator('button.pp-row');
}

/** The search's count line ("92 tools"). */
export function resultCount(page: Page): Locator {
  return page.locator('.pp-count');
}

/** The button that sends the query to the directory's own search. */
export function directoryButton(page: Page): Locator {
  return page.locator('.pp-results-bar').getByRole('button', { name: 'Search the directory’s own index' });
}

/** Each element's accessible name, in order (auto-waiting on the count first). */
export async function expectNames(items: Locator, names: readonly string[]): Promise<void> {
  await expect(items).toHaveCount(names.length);
  for (const [index, name] of names.entries()) await expect(items.nth(index)).toHaveAccessibleName(name);
}

/**
 * The accessible names of the elements there are now (call after an auto-waiting expect), read in one
 * go: rows that change meanwhile (an answer arriving) cannot leave it waiting for a row that is gone.
 */
export async function namesOf(items: Locator): Promise<string[]> {
  // aria-labelledby points at the element that holds the tool's name.
  return items.evaluateAll((elements) =>
    elements.map(
      (element) =>
        element.ownerDocument
          .getElementById(element.getAttribute('aria-labelledby') ?? '')
          ?.textContent?.trim() ?? '',
    ),
  );
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function searchRequests(log: readonly RequestLogEntry[]): RequestLogEntry[] {
  return log.filter((entry) => entry.path.endsWith('/search'));
}

/** Reads the dataset the way the popup presents it. */
export class DatasetView {
  private readonly subcategoryById: Map<number, SubcategoryRecord>;
  private readonly categoryById: Map<number, CategoryRecord>;

  constructor(readonly dataset: Dataset) {
    this.subcategoryById = new Map(dataset.subcategories.map((sub) => [sub.id, sub]));
    this.categoryById = new Map(dataset.categories.map((category) => [category.id, category]));
  }

  tool(slug: string): ToolRecord {
    const tool = this.dataset.visibleTools.find((candidate) => candidate.slug === slug);
    if (!tool) throw new Error(`No visible tool ${slug}`);
    return tool;
  }

  toolsNamed(name: string): ToolRecord[] {
    return this.dataset.visibleTools.filter((tool) => tool.name === name);
  }

  subcategoriesOf(tool: ToolRecord): SubcategoryRecord[] {
    return tool.subcategoryIds.flatMap((id) => this.subcategoryById.get(id) ?? []);
  }

  /** Name, description, subcategory and category names: everything the directory's search reads. */
  searchableText(tool: ToolRecord): string {
    const subcategories = this.subcategoriesOf(tool);
    const categories = subcategories.flatMap((sub) => this.categoryById.get(sub.categoryId)?.name ?? []);
    return [tool.name, tool.description, ...subcategories.map((sub) => sub.name), ...categories].join(' ');
  }

  /** Visible tools of a subcategory in listing (popularity) order. */
  toolsInSubcategory(sub: SubcategoryRecord): ToolRecord[] {
    return this.dataset.visibleTools.filter((tool) => tool.subcategoryIds.includes(sub.id));
  }

  toolsInCategory(category: CategoryRecord): ToolRecord[] {
    return this.dataset.visibleTools.filter((tool) =>
      tool.subcategoryIds.some((id) => this.subcategoryById.get(id)?.categoryId === category.id),
    );
  }

  subcategoriesOfCategory(category: CategoryRecord): SubcategoryRecord[] {
    return category.subcategoryIds.flatMap((id) => this.subcategoryById.get(id) ?? []);
  }

  /** The first subcategory (with its category) whose tools, in listing order, fit; throws when none does. */
  subcategoryWhere(fits: (tools: ToolRecord[]) => boolean): {
    category: CategoryRecord;
    sub: SubcategoryRecord;
  } {
    const choice = this.dataset.categories
      .flatMap((category) => this.subcategoriesOfCategory(category).map((sub) => ({ category, sub })))
      .find(({ sub }) => fits(this.toolsInSubcategory(sub)));
    if (!choice) throw new Error('No subcategory fits the test');
    return choice;
  }
}

/**
 * Every tool the local copy of `dataset` finds for a query, best first, worked out from the dataset
 * itself (its tools as the sync stores them, indexed as the extension indexes them): what the popup's
 * count must say, and what its filters act on.
 */
export function localMatches(dataset: Dataset): (query: string) => DirectoryTool[] {
  const search = createLocalSearch(directoryTools(dataset));
  return (query) => search.rank(query, Number.MAX_SAFE_INTEGER).tools;
}

/** How many tools the local copy of `dataset` finds for a query (localMatches). */
export function localMatchCounter(dataset: Dataset): (query: string) => number {
  const matches = localMatches(dataset);
  return (query) => matches(query).length;
}

/** "Writing 120 tools": how a category or subcategory button is named. */
export function countedName(name: string, count: number): string {
  return `${name} ${count.toLocaleString('en')} ${count === 1 ? 'tool' : 'tools'}`;
}

/**
 * Connects, lets the local directory sync and opens the popup: from then on the extension sends nothing
 * unasked. `prefetch: false` does not wait for the top tools' alternatives (tests that ask for few).
 */
export async function syncedPopup(
  connect: () => Promise<void>,
  context: BrowserContext,
  extensionId: string,
  { prefetch = true } = {},
): Promise<Page> {
  await connect();
  const popup = await openPopup(context, extensionId);
  await waitForDirectory(popup, 60_000, { prefetch });
  return popup;
}

/** Opens a tool's detail from the search, by its exact name. */
export async function openDetail(popup: Page, name: string): Promise<void> {
  await searchBox(popup).fill(name);
  await result(popup, name).click();
  await expect(popup.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
}

/**
 * On a tool's open detail: picks the tool and its first two alternatives for the comparison, and waits
 * for "Compare 3 tools". Returns the alternatives' names, in order.
 */
export async function compareWithTwoAlternatives(popup: Page, name: string): Promise<string[]> {
  await popup.getByRole('checkbox', { name: `Compare ${name}`, exact: true }).check();
  const alternatives = popup.getByRole('list', { name: `Alternatives to ${name}` });
  await expect(toolRows(alternatives).first()).toBeVisible();
  const names = await namesOf(toolRows(alternatives));
  for (const alternative of names.slice(0, 2))
    await alternatives.getByRole('checkbox', { name: `Compare ${alternative}`, exact: true }).check();
  await expect(popup.getByRole('button', { name: 'Compare 3 tools' })).toBeVisible();
  return names;
}
