// Which messages mean a person is here and acting, so background work steps back (lib/api/rate-limit.ts,
// HEADROOM). Polling (sync/status, budget/get) and a card's summary on page load are not acts: a page
// left open, or a visit, must not slow the first sync down.
import type { RequestType } from '../messaging/protocol';

export const PERSON_ACTS: ReadonlySet<RequestType> = new Set<RequestType>([
  'site/for-tab', // the popup opened
  'search/local',
  'find/search-local',
  'search',
  'page/next',
  'categories/get',
  'tools/list',
  'tool/get',
  'tool/alternatives',
  'compare/add',
  'compare/local-tools',
  'settings/connect',
  'card/open',
  'card/alternatives',
]);

export const isPersonAct = (type: RequestType): boolean => PERSON_ACTS.has(type);
