// A page URL whose host is known; path and query are worked out only when a candidate needs them, since
// most pages are on hosts no tool has.

import {
  DIGIT_TWO,
  DOT,
  HASH,
  isAsciiLetterEitherCase,
  LOWER_E,
  NON_ASCII,
  PERCENT,
  QUESTION_MARK,
  SLASH,
} from './char-codes';

export const HTTP_PREFIX = 'http://';
export const HTTPS_PREFIX = 'https://';

const INDEX_HTML = '/index.html';

/** Drops trailing slashes and one final `index.html`, so `/` and `/index.html` both become ''. */
export function normalisePath(pathname: string): string {
  let end = pathname.length;
  while (end > 0 && pathname.charCodeAt(end - 1) === SLASH) end--;
  if (end >= INDEX_HTML.length && pathname.startsWith(INDEX_HTML, end - INDEX_HTML.length)) {
    end -= INDEX_HTML.length;
    while (end > 0 && pathname.charCodeAt(end - 1) === SLASH) end--;
  }
  return end === pathname.length ? pathname : pathname.slice(0, end);
}

// Path characters URL serialises unchanged; anything else sends the page through URL itself.
const SAFE_PATH_CHAR = new Uint8Array(NON_ASCII);
for (const c of 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&()*+,;=:@/%') {
  SAFE_PATH_CHAR[c.charCodeAt(0)] = 1;
}

/** Whether the `%` at `percent` starts `%2e` or `%2E`, an encoded dot. */
function isEncodedDot(s: string, percent: number): boolean {
  return (
    s.charCodeAt(percent + 1) === DIGIT_TWO && isAsciiLetterEitherCase(s.charCodeAt(percent + 2), LOWER_E)
  );
}

/** Shared and never modified. */
const NO_PARAMS = new URLSearchParams();

const TABS_AND_NEWLINES = /[\t\n\r]/;
const ALL_TABS_AND_NEWLINES = /[\t\n\r]/g;

export class PageUrl {
  private normalisedPath: string | null | undefined;
  private params: URLSearchParams | undefined;
  private pathIndex = -1;

  /**
   * `parsed` is null when `source` passed the scanner's fast host read, which vouches for reading the rest
   * by hand (it starts with a lowercase `http://` or `https://`).
   */
  constructor(
    readonly host: string,
    private readonly source: string,
    private parsed: URL | null,
  ) {}

  /** The normalised path, or null if it cannot be known (never expected: URL does not fail on paths). */
  path(): string | null {
    if (this.normalisedPath === undefined) this.normalisedPath = this.computePath();
    return this.normalisedPath;
  }

  /** The first value of a query parameter, form-decoded, or null. */
  param(name: string): string | null {
    return this.searchParams().get(name);
  }

  searchParams(): URLSearchParams {
    if (this.params === undefined) this.params = this.computeParams();
    return this.params;
  }

  /** Where the path starts: the first `/`, `?` or `#` after `http(s)://`, or the end. */
  private pathStart(): number {
    if (this.pathIndex !== -1) return this.pathIndex;
    const s = this.source;
    let i = s.startsWith(HTTPS_PREFIX) ? HTTPS_PREFIX.length : HTTP_PREFIX.length;
    for (; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c === SLASH || c === QUESTION_MARK || c === HASH) break;
    }
    this.pathIndex = i;
    return i;
  }

  private computePath(): string | null {
    if (this.parsed) return normalisePath(this.parsed.pathname);
    const s = this.source;
    const start = this.pathStart();
    let end = start;
    for (; end < s.length; end++) {
      const c = s.charCodeAt(end);
      if (c === QUESTION_MARK || c === HASH) break;
      // Unusual characters and dot segments (`.`, `..`, `%2e`) are left to URL to serialise and resolve.
      if (c >= NON_ASCII || SAFE_PATH_CHAR[c] === 0) return this.pathFromUrl();
      if (c === DOT && s.charCodeAt(end - 1) === SLASH) return this.pathFromUrl();
      if (c === PERCENT && isEncodedDot(s, end)) return this.pathFromUrl();
    }
    return end === start ? '' : normalisePath(s.slice(start, end));
  }

  private pathFromUrl(): string | null {
    try {
      this.parsed = new URL(this.source);
    } catch {
      return null;
    }
    return normalisePath(this.parsed.pathname);
  }

  private computeParams(): URLSearchParams {
    if (this.parsed) return this.parsed.search === '' ? NO_PARAMS : this.parsed.searchParams;
    const s = this.source;
    const start = this.pathStart();
    const question = s.indexOf('?', start);
    if (question === -1) return NO_PARAMS;
    const hash = s.indexOf('#', start);
    if (hash !== -1 && hash < question) return NO_PARAMS;
    // Keeps the `?`: URLSearchParams drops one leading `?`, and a second one belongs to the first name.
    const search = s.slice(question, hash === -1 ? s.length : hash);
    // URL drops tabs and newlines anywhere; form decoding of the rest agrees with URL's serialisation.
    return new URLSearchParams(
      TABS_AND_NEWLINES.test(search) ? search.replace(ALL_TABS_AND_NEWLINES, '') : search,
    );
  }
}
