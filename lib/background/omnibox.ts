// The address bar keyword `ts`: suggestions from the local directory as the person types (no request:
// the popup's instant local search, with nothing sent to the directory per keystroke), Enter on a
// suggestion opens the tool's page in the directory, Enter on the text opens the search page.

import { isSearchableQuery } from '../api/limits';
import { formatCount, type PriceLike, type RatingLike, safeHttpUrl, shortRating } from '../common/format';
import * as reachCopy from '../copy/reach';
import { priceLabel } from '../copy/shared';
import { type SearchPagePath, searchPagePath, searchPageQuery } from '../find/public/search-page';

/** What a suggestion needs of a local directory record. */
export interface OmniboxTool {
  name: string;
  rating: RatingLike;
  price: PriceLike;
  /** The tool's page on the directory's website (`links.web`), when the directory gave one. */
  web?: string;
}

export type OmniboxDisposition = 'currentTab' | 'newForegroundTab' | 'newBackgroundTab';

export interface OmniboxSuggestion {
  content: string;
  description: string;
}

/** Chrome shows about six; more would only be cut. */
export const OMNIBOX_SUGGESTIONS = 6;

export interface OmniboxDeps {
  /** The local directory's search (no request). */
  search(query: string, limit: number): Promise<readonly OmniboxTool[]>;
  /**
   * Chrome reads a description as XML (`<match>`, `<dim>`), so a tool named "A & B" must be escaped;
   * Firefox shows it as written, where escaping would show "&amp;".
   */
  markup: boolean;
  /** Opens an address of the extension (a path) or of the web, where the person asked. */
  open(url: { path: SearchPagePath } | { href: string }, disposition: OmniboxDisposition): Promise<void>;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** "★ 4.6 (1,234) · Freemium" */
export function aboutTool(tool: { rating: RatingLike; price: PriceLike }): string {
  const rating = shortRating(tool.rating);
  const rated =
    rating === null ? reachCopy.noRatings : reachCopy.rated(rating, formatCount(tool.rating.count));
  return `${rated} · ${priceLabel(tool.price)}`;
}

export function suggestionFor(tool: OmniboxTool, markup: boolean): OmniboxSuggestion {
  const about = aboutTool(tool);
  // A tool without a directory page is searched by name: Enter still leads to it.
  const content = safeHttpUrl(tool.web) ?? tool.name;
  const description = markup
    ? `<match>${escapeXml(tool.name)}</match><dim> — ${escapeXml(about)}</dim>`
    : reachCopy.omniboxSuggestion(tool.name, about);
  return { content, description };
}

export function createOmnibox(deps: OmniboxDeps) {
  /** The directory pages of the suggestions last shown: only these open as pages, any other text is searched. */
  let offered = new Set<string>();
  let latestInput = 0;

  return {
    /** The default line ("Search Toolscout for …"), set once per worker start. */
    defaultSuggestion: { description: reachCopy.omniboxDefault },

    async onInputChanged(text: string, suggest: (suggestions: OmniboxSuggestion[]) => void): Promise<void> {
      const input = ++latestInput;
      const query = searchPageQuery(text);
      const tools = isSearchableQuery(query) ? await deps.search(query, OMNIBOX_SUGGESTIONS) : [];
      // A later keystroke has its own answer coming: this one would only flash.
      if (input !== latestInput) return;
      const suggestions = tools.map((tool) => suggestionFor(tool, deps.markup));
      offered = new Set(
        suggestions.map((suggestion) => suggestion.content).filter((content) => safeHttpUrl(content)),
      );
      suggest(suggestions);
    },

    async onInputEntered(text: string, disposition: OmniboxDisposition): Promise<void> {
      const target = offered.has(text) ? { href: text } : { path: searchPagePath(text) };
      await deps.open(target, disposition);
    },
  };
}
export type Omnibox = ReturnType<typeof createOmnibox>;
