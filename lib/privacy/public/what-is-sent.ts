// "What is sent, and when": the one list of what each act of a person (and the background's own work)
// sends. The options' privacy summary renders it (components/options/PrivacyPanel.tsx), the tables of the
// README and docs/privacy.md are written from it (tests/unit/privacy/what-is-sent-tables.test.ts fails
// when they differ), and each row names the requests it may cause as the Requests view lists them: why
// (RequestReason) and the endpoint. tests/e2e/what-is-sent.spec.ts drives each row's act and compares it
// with the server's log.
// The words are in locales/*.yml (lib/copy/options.ts, `privacyAction` and `privacySends`). Types and
// data only: the options page imports it.
import type { RequestReason } from '../../api/request-record';

/**
 * The most popular tools whose alternatives the weekly prefetch saves on the device (PREFETCH_TOP in
 * lib/directory/alternatives/prefetch.ts, which brings its IndexedDB store along; a unit test holds them equal).
 */
export const SAVED_TOP = 500;

export const SENT_ROW_IDS = [
  'visit',
  'resultsPage',
  'card',
  'detail',
  'search',
  'categories',
  'addressBar',
  'filters',
  'compare',
  'panel',
  'saving',
  'following',
  'quieting',
  'connection',
  'background',
] as const;
export type SentRowId = (typeof SENT_ROW_IDS)[number];

/** A request a row's act may send, as the Requests view lists it. */
export interface SentRequest {
  reason: RequestReason;
  /** The endpoint under the API base, as the Requests view writes it (`/tools/{slug}/alternatives`). */
  endpoint: '/tools' | '/tools/{slug}' | '/tools/{slug}/alternatives' | '/categories' | '/search';
}

export interface SentRow {
  id: SentRowId;
  /** Every request the act may send; none: it sends nothing, ever. */
  requests: readonly SentRequest[];
  /** Device only keeps these requests from being sent: while it is on, the row says nothing is sent. */
  keptByDeviceOnly: boolean;
}

const row = (id: SentRowId, requests: SentRequest[] = [], keptByDeviceOnly = false): SentRow => ({
  id,
  requests,
  keptByDeviceOnly,
});

export const WHAT_IS_SENT: readonly SentRow[] = [
  row('visit'),
  row('resultsPage'),
  row('card', [{ reason: 'card', endpoint: '/tools/{slug}/alternatives' }], true),
  row(
    'detail',
    [
      { reason: 'detail', endpoint: '/tools/{slug}/alternatives' },
      { reason: 'detail', endpoint: '/tools/{slug}' },
    ],
    true,
  ),
  row('search', [{ reason: 'search', endpoint: '/search' }], true),
  row(
    'categories',
    [
      { reason: 'categories', endpoint: '/categories' },
      { reason: 'categories', endpoint: '/tools' },
    ],
    true,
  ),
  row('addressBar'),
  row('filters'),
  row('compare', [{ reason: 'compare', endpoint: '/tools/{slug}' }], true),
  row('panel', [{ reason: 'panel', endpoint: '/tools/{slug}/alternatives' }], true),
  row('saving'),
  row('following'),
  row('quieting'),
  row('connection', [{ reason: 'connection', endpoint: '/tools' }], true),
  row('background', [
    { reason: 'sync', endpoint: '/tools' },
    { reason: 'sync', endpoint: '/categories' },
    { reason: 'prefetch', endpoint: '/tools/{slug}/alternatives' },
  ]),
];
