// What the checks of a typed base URL and token say (lib/url.ts; shown by the options page, also when
// the background refuses a setting). All user-facing text lives in components/copy/; the words
// themselves are in locales/<language>.yml under `checks.` (CONTRIBUTING.md, "Adding or changing
// text"). `@__PURE__`: lib/url.ts is in every bundle, the card's included, and only the options page
// and the background use these.
import { i18n } from './i18n';

export const baseUrlEmpty = /* @__PURE__ */ i18n.t('checks.baseUrlEmpty');
export const baseUrlNotUrl = /* @__PURE__ */ i18n.t('checks.baseUrlNotUrl');
export const baseUrlPlainHttp = /* @__PURE__ */ i18n.t('checks.baseUrlPlainHttp');
export const baseUrlNotHttps = /* @__PURE__ */ i18n.t('checks.baseUrlNotHttps');
export const baseUrlCredentials = /* @__PURE__ */ i18n.t('checks.baseUrlCredentials');
export const baseUrlQuery = /* @__PURE__ */ i18n.t('checks.baseUrlQuery');
export const baseUrlPathHint = /* @__PURE__ */ i18n.t('checks.baseUrlPathHint');
export const tokenEmpty = /* @__PURE__ */ i18n.t('checks.tokenEmpty');
export const tokenSpaces = /* @__PURE__ */ i18n.t('checks.tokenSpaces');
export const tokenCharacters = /* @__PURE__ */ i18n.t('checks.tokenCharacters');
export const tokenTooLong = /* @__PURE__ */ i18n.t('checks.tokenTooLong');
/** `host` is the other server's host name. */
export const tokenForOtherServer = (host: string) => i18n.t('checks.tokenForOtherServer', [host]);
