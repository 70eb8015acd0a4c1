// Messages and senders as the background's runtime.onMessage may receive them, for the router's
// property tests (tests/unit/fuzz/router.fuzz.test.ts): every row of the protocol in a valid form, the
// same with a field replaced by anything or an unknown field added, and any value at all; from the
// extension's pages, the card's content script, a frame, another extension, or no sender.
import fc from 'fast-check';
import type { SenderLike } from '../../lib/common/sender';
import { MESSAGES, type RequestType } from '../../lib/messaging/protocol';
import { anyText, anyValue } from './fuzz';

const snapshot = {
  slug: 'jasper',
  name: 'Jasper',
  logo: null,
  price: { type: 'freemium', amount: 19.99 },
  verified: true,
  rating: { average: 4.5, count: 120 },
};

/** A valid request of each row (only the rows with fields need one; the rest are `{ type }`). */
const VALID_FIELDS: Partial<Record<RequestType, Record<string, unknown>>> = {
  'settings/connect': { baseUrl: 'https://directory.example/api/v1', token: 'other-token' },
  'settings/set-suggestions': { enabled: false },
  'settings/set-device-only': { enabled: true },
  'settings/unmute-host': { host: 'jasper.example' },
  'hide-until-change/show-again': { slug: 'jasper' },
  search: { q: 'video' },
  'search/local': { q: 'jas', limit: 8 },
  'page/next': { url: 'https://directory.example/api/v1/search?q=video&page=2' },
  'tools/list': { subcategory: 'writing', page: 1 },
  'tool/get': { slug: 'jasper' },
  'tool/alternatives': { slug: 'jasper' },
  'tool/alternatives-local': { slug: 'jasper' },
  'site/for-tab': { tabId: 7 },
  'site/for-panel': { tabId: 7 },
  'serp/set-engine': { engine: 'bing', enabled: true },
  'serp/set-google-host': { host: 'www.google.de' },
  'saved/set': { tool: snapshot, saved: true },
  'saved/import': { text: JSON.stringify({ format: 'toolscout-saved', version: 1, tools: [snapshot] }) },
  'recent/add': { tool: snapshot },
  'card/open': { slug: 'jasper' },
  'card/alternatives': {},
  'serp/match': { urls: ['https://www.jasper.example/', 'https://news.example/'] },
  'not-this-tool/remove': { slug: 'jasper', host: 'jasper.example' },
  'find/set-filters': { filters: { price: 'free', minRating: 4, verifiedOnly: false, sort: 'rating' } },
  'compare/add': { slug: 'jasper', name: 'Jasper' },
  'compare/remove': { slug: 'jasper' },
  'follow/set': {
    item: { kind: 'subcategory', slug: 'writing', name: 'Writing', subcategories: ['writing'] },
    followed: true,
  },
  'whats-new/seen': { at: 1 },
  'whats-new/set-mark': { enabled: false },
  'compare/local-tools': { slugs: ['jasper', 'copy-ai'] },
};

export const MESSAGE_TYPES = Object.keys(MESSAGES) as RequestType[];

export function validMessage(type: RequestType): Record<string, unknown> {
  return { type, ...VALID_FIELDS[type] };
}

/** A row's valid request, or the same with one field replaced by anything, or an unknown field added. */
export function messageOf(types: readonly RequestType[]): fc.Arbitrary<unknown> {
  return fc.constantFrom(...types).chain((type) => {
    const valid = validMessage(type);
    const names = Object.keys(valid).filter((name) => name !== 'type');
    return fc.oneof(
      fc.constant(valid),
      names.length === 0
        ? fc.constant(valid)
        : fc
            .tuple(fc.constantFrom(...names), fc.oneof(anyValue(), anyText(50)))
            .map(([name, value]) => ({ ...valid, [name]: value })),
      fc
        .tuple(fc.string({ maxLength: 12 }), anyValue())
        .map(([name, value]) => (name === 'type' ? valid : { ...valid, [name]: value })),
    );
  });
}

/** Any value as a message: a protocol row's (valid or nearly), an unknown type, or anything at all. */
export const anyMessage: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: messageOf(MESSAGE_TYPES) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.oneof(fc.string({ maxLength: 20 }), anyValue()),
        fc.dictionary(fc.string({ maxLength: 8 }), anyValue()),
      )
      .map(([type, fields]) => ({ ...fields, type })),
  },
  { weight: 1, arbitrary: anyValue() },
);

export type SenderCase =
  | { kind: 'extension-page'; sender: SenderLike }
  | { kind: 'content-script'; sender: SenderLike }
  | { kind: 'foreign'; sender: SenderLike | undefined };

/** Who sends it, with what the router must take it for. */
export function anySender(extensionId: string, extensionOrigin: string): fc.Arbitrary<SenderCase> {
  const page = fc.constantFrom('popup.html', 'options.html', 'search.html', 'sidepanel.html', 'compare.html');
  const webUrl = fc.oneof(
    fc.webUrl(),
    fc.constantFrom('https://www.jasper.example/pricing', 'https://www.google.com/search?q=ai'),
  );
  const tabId = fc.integer({ min: 0, max: 1_000 });
  return fc.oneof(
    page.map(
      (file): SenderCase => ({
        kind: 'extension-page',
        sender: { id: extensionId, url: `${extensionOrigin}${file}` },
      }),
    ),
    fc.tuple(page, tabId).map(
      ([file, id]): SenderCase => ({
        kind: 'extension-page',
        sender: {
          id: extensionId,
          url: `${extensionOrigin}${file}`,
          tab: { id, url: `${extensionOrigin}${file}` },
        },
      }),
    ),
    fc.tuple(webUrl, tabId).map(
      ([url, id]): SenderCase => ({
        kind: 'content-script',
        sender: { id: extensionId, url, frameId: 0, tab: { id, url } },
      }),
    ),
    // A frame inside a page, another extension, a tab-less or id-less sender, no sender at all.
    fc.tuple(webUrl, tabId, fc.integer({ min: 1, max: 20 })).map(
      ([url, id, frameId]): SenderCase => ({
        kind: 'foreign',
        sender: { id: extensionId, url, frameId, tab: { id, url } },
      }),
    ),
    fc
      .tuple(fc.string({ minLength: 1, maxLength: 32 }), webUrl)
      .filter(([id]) => id !== extensionId)
      .map(
        ([id, url]): SenderCase => ({
          kind: 'foreign',
          sender: { id, url: `chrome-extension://${id}/`, frameId: 0, tab: { id: 3, url } },
        }),
      ),
    fc
      .tuple(fc.string({ minLength: 1, maxLength: 32 }), page)
      .filter(([id]) => id !== extensionId)
      .map(
        ([id, file]): SenderCase => ({
          kind: 'foreign',
          // Another extension's page, even one that claims our origin in its URL.
          sender: { id, url: `${extensionOrigin}${file}` },
        }),
      ),
    fc.constantFrom<SenderCase>(
      { kind: 'foreign', sender: undefined },
      { kind: 'foreign', sender: {} },
      { kind: 'foreign', sender: { id: extensionId } },
      {
        kind: 'foreign',
        sender: { id: extensionId, frameId: 0, tab: { id: -1, url: 'https://a.example/' } },
      },
      { kind: 'foreign', sender: { id: extensionId, frameId: 0, tab: { id: 4 } } },
      { kind: 'foreign', sender: { url: `${extensionOrigin}popup.html` } },
    ),
  );
}
