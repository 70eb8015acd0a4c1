// What the options page says in its two privacy sections: "What is sent, and when" (a row per act) and
// "Requests" (every request of the last 7 days, and why). Split from options.ts by section; the words
// are under `options.` in locales/<language>.yml, as that file's.
import type { RequestFailure, RequestReason } from '../api/request-record';
import { formatCount } from '../common/format';
import type { SentRowId } from '../privacy/public/what-is-sent';
import { i18n } from './i18n';

// What is sent, and when
export const privacyHeading = i18n.t('options.privacyHeading');
export const privacyHelp = i18n.t('options.privacyHelp');
export const privacyList = i18n.t('options.privacyList');
export const privacyDeviceOnlySends = i18n.t('options.privacyDeviceOnlySends');
export const privacyDeviceOnlyUntested = i18n.t('options.privacyDeviceOnlyUntested');

/** A row of "What Toolscout sends" (lib/privacy/public/what-is-sent.ts): the act. */
export function privacyAction(id: SentRowId): string {
  switch (id) {
    case 'visit':
      return i18n.t('options.privacyAction.visit');
    case 'resultsPage':
      return i18n.t('options.privacyAction.resultsPage');
    case 'card':
      return i18n.t('options.privacyAction.card');
    case 'detail':
      return i18n.t('options.privacyAction.detail');
    case 'search':
      return i18n.t('options.privacyAction.search');
    case 'categories':
      return i18n.t('options.privacyAction.categories');
    case 'addressBar':
      return i18n.t('options.privacyAction.addressBar');
    case 'filters':
      return i18n.t('options.privacyAction.filters');
    case 'compare':
      return i18n.t('options.privacyAction.compare');
    case 'panel':
      return i18n.t('options.privacyAction.panel');
    case 'saving':
      return i18n.t('options.privacyAction.saving');
    case 'following':
      return i18n.t('options.privacyAction.following');
    case 'quieting':
      return i18n.t('options.privacyAction.quieting');
    case 'connection':
      return i18n.t('options.privacyAction.connection');
    case 'background':
      return i18n.t('options.privacyAction.background');
  }
}

/** What that row's act sends; `savedTop`: the most popular tools whose alternatives are saved. */
export function privacySends(id: SentRowId, savedTop: number): string {
  const top: [string] = [formatCount(savedTop)];
  switch (id) {
    case 'visit':
      return i18n.t('options.privacySends.visit');
    case 'resultsPage':
      return i18n.t('options.privacySends.resultsPage');
    case 'card':
      return i18n.t('options.privacySends.card', top);
    case 'detail':
      return i18n.t('options.privacySends.detail', top);
    case 'search':
      return i18n.t('options.privacySends.search');
    case 'categories':
      return i18n.t('options.privacySends.categories');
    case 'addressBar':
      return i18n.t('options.privacySends.addressBar');
    case 'filters':
      return i18n.t('options.privacySends.filters');
    case 'compare':
      return i18n.t('options.privacySends.compare');
    case 'panel':
      return i18n.t('options.privacySends.panel');
    case 'saving':
      return i18n.t('options.privacySends.saving');
    case 'following':
      return i18n.t('options.privacySends.following');
    case 'quieting':
      return i18n.t('options.privacySends.quieting');
    case 'connection':
      return i18n.t('options.privacySends.connection');
    case 'background':
      return i18n.t('options.privacySends.background', top);
  }
}

// ---- Requests: every request sent in the last 7 days (privacy) -------------------------------------
export const requestsHeading = i18n.t('options.requestsHeading');
export const requestsHelp = i18n.t('options.requestsHelp');
export const requestsTable = i18n.t('options.requestsTable');
export const requestsWhen = i18n.t('options.requestsWhen');
export const requestsEndpoint = i18n.t('options.requestsEndpoint');
export const requestsWhy = i18n.t('options.requestsWhy');
export const requestsCarried = i18n.t('options.requestsCarried');
export const requestsAnswer = i18n.t('options.requestsAnswer');
export const requestsDeviceOnly = i18n.t('options.requestsDeviceOnly');

/** Why a request was sent, in the person's words (lib/api/request-record.ts). */
export function requestsReason(reason: RequestReason): string {
  switch (reason) {
    case 'sync':
      return i18n.t('options.requestsReason.sync');
    case 'prefetch':
      return i18n.t('options.requestsReason.prefetch');
    case 'search':
      return i18n.t('options.requestsReason.search');
    case 'detail':
      return i18n.t('options.requestsReason.detail');
    case 'card':
      return i18n.t('options.requestsReason.card');
    case 'categories':
      return i18n.t('options.requestsReason.categories');
    case 'compare':
      return i18n.t('options.requestsReason.compare');
    case 'panel':
      return i18n.t('options.requestsReason.panel');
    case 'connection':
      return i18n.t('options.requestsReason.connection');
  }
}

/** A request that got no HTTP answer. */
export function requestsNoAnswer(failure: RequestFailure): string {
  return failure === 'timeout'
    ? i18n.t('options.requestsNoAnswer.timeout')
    : i18n.t('options.requestsNoAnswer.offline');
}
export const requestsNothingCarried = i18n.t('options.requestsNothingCarried');
export const requestsEmpty = i18n.t('options.requestsEmpty');
export const requestsClear = i18n.t('options.requestsClear');
export const requestsCleared = i18n.t('options.requestsCleared');
export const requestsUnreadable = i18n.t('options.requestsUnreadable');
