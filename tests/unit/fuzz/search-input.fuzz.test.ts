// @vitest-environment node
// The search box and the address bar's `ts` keyword at their trust boundary (issue 32): any text, any
// length, any script. Nothing throws; what the popup would send is what the background accepts; the local
// search answers within its limit from the directory it has, the same from memory and from storage; the
// omnibox's descriptions are well-formed for Chrome's XML, and Enter opens only a suggestion it offered
// or the extension's own search page with the text it was given.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { checkQuery } from '../../../components/popup/search/query';
import { searchReducer } from '../../../components/popup/search/search';
import { searchRows } from '../../../components/popup/search/search-rows';
import { initialSearch } from '../../../components/popup/search/search-state';
import { QUERY_MAX_LENGTH, queryLength } from '../../../lib/api/limits';
import { createOmnibox, type OmniboxSuggestion } from '../../../lib/background/omnibox';
import { createLocalSearch, keyedSearchOver } from '../../../lib/directory/local-search/local-search';
import { toDirectoryTool } from '../../../lib/directory/record';
import {
  queryOfSearchPage,
  SEARCH_PAGE,
  searchPagePath,
  searchPageQuery,
} from '../../../lib/find/public/search-page';
import { parseRequest } from '../../../lib/messaging/protocol';
import { makeTool } from '../../support/directory-fake-server';
import { anyText, countCase, FUZZ_TIMEOUT_MS, fuzzParameters, reportCases } from '../../support/fuzz';

afterAll(() => reportCases('search-input'));

const NAMES = [
  'Jasper',
  'Copy.ai',
  'Notion AI',
  'Midjourney',
  'Übersetzer Pro',
  '文心一言',
  'ChatGPT & Co <beta>',
  'DALL·E 3',
  'O\'Reilly "AI"',
];
const tools = NAMES.map((name, i) =>
  toDirectoryTool(
    {
      ...makeTool(i + 1),
      name,
      links: {
        self: null,
        alternatives: null,
        web: i % 2 ? `https://directory.example/tools/tool-${i + 1}` : null,
      },
    },
    i,
  ),
);
const local = createLocalSearch(tools);
const serialized = local.serialize();
const stored = keyedSearchOver(serialized, (doc) => tools[doc]?.slug);
const slugs = new Set(tools.map((tool) => tool.slug));

/** Any text: any script, control and bidi characters, words of the directory among them, and long runs. */
const typed = fc.oneof(
  { weight: 3, arbitrary: anyText(200) },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.oneof(fc.constantFrom(...NAMES, 'ai', 'jas', 'notoin', 'übers'), anyText(6)), {
        maxLength: 5,
      })
      .map((words) => words.join(' ')),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 100, maxLength: 2_000 }) },
);

describe('the search box, any text', () => {
  it(
    'never throws, and sends the background only what it accepts',
    () => {
      fc.assert(
        fc.property(typed, (text) => {
          countCase('search box');
          const { query, check } = checkQuery(text);
          const state = searchReducer(initialSearch(), { type: 'input', text });
          expect(state.check).toBe(check);
          searchRows(state);
          if (check === 'ok') {
            expect(parseRequest({ type: 'search/local', q: query })).not.toBeNull();
            expect(parseRequest({ type: 'search', q: query })).not.toBeNull();
          } else {
            // Nothing searchable is sent to the directory.
            expect(parseRequest({ type: 'search', q: query })).toBeNull();
          }
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'the local search answers within its limit, from the directory it has, the same from storage',
    () => {
      fc.assert(
        fc.property(typed, fc.integer({ min: 1, max: 60 }), (text, limit) => {
          countCase('local search');
          const found = local.search(text, limit);
          expect(found.length).toBeLessThanOrEqual(limit);
          for (const tool of found) expect(slugs.has(tool.slug)).toBe(true);
          expect(stored?.find(text, limit)).toEqual(found.map((tool) => tool.slug));
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'the search page keeps the text it is opened with, as the API would take it',
    () => {
      fc.assert(
        fc.property(typed, (text) => {
          countCase('search page address');
          const query = searchPageQuery(text);
          expect(queryLength(query)).toBeLessThanOrEqual(QUERY_MAX_LENGTH);
          const path = searchPagePath(text);
          expect(path.startsWith(SEARCH_PAGE)).toBe(true);
          expect(queryOfSearchPage(new URL(path, 'chrome-extension://id/').search)).toBe(query);
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});

/** Chrome reads a description as XML with <match>, <dim> and <url>: nothing else may look like markup. */
function wellFormedMarkup(description: string): boolean {
  const text = description.replace(/<\/?(match|dim|url)>/g, '');
  return !/[<>]/.test(text) && !/&(?!(amp|lt|gt|quot|apos);)/.test(text);
}

describe('the omnibox, any text', () => {
  for (const markup of [true, false]) {
    it(
      `suggests and opens only what it should (${markup ? 'Chrome' : 'Firefox'})`,
      async () => {
        await fc.assert(
          fc.asyncProperty(
            fc.array(typed, { minLength: 1, maxLength: 4 }),
            typed,
            fc.nat(),
            async (keystrokes, entered, pick) => {
              countCase(`omnibox (${markup ? 'Chrome' : 'Firefox'})`);
              const opened: ({ path: string } | { href: string })[] = [];
              const omnibox = createOmnibox({
                search: async (query, limit) =>
                  local
                    .search(query, limit)
                    .map((tool) => ({ ...tool, ...(tool.web ? { web: tool.web } : {}) })),
                markup,
                open: async (target) => {
                  opened.push(target);
                },
              });
              let shown: OmniboxSuggestion[] = [];
              for (const text of keystrokes)
                await omnibox.onInputChanged(text, (suggestions) => (shown = suggestions));
              for (const suggestion of shown) {
                expect(typeof suggestion.content).toBe('string');
                if (markup)
                  expect(wellFormedMarkup(suggestion.description), suggestion.description).toBe(true);
              }
              // Enter on the text typed, or on one of the suggestions shown.
              const choices = [entered, ...shown.map((suggestion) => suggestion.content)];
              const target = choices[pick % choices.length] ?? entered;
              await omnibox.onInputEntered(target, 'currentTab');
              expect(opened).toHaveLength(1);
              const [where] = opened;
              if (where && 'href' in where) {
                expect(shown.map((suggestion) => suggestion.content)).toContain(where.href);
                expect(new URL(where.href).protocol).toMatch(/^https?:$/);
              } else {
                expect(where?.path).toBe(searchPagePath(target));
              }
            },
          ),
          fuzzParameters(0.5),
        );
      },
      FUZZ_TIMEOUT_MS,
    );
  }
});
