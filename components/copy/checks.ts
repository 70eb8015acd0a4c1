// What the checks of a typed base URL and token say (lib/url.ts; shown by the options page, also when
// the background refuses a setting). All user-facing text lives in components/copy/; the words
// themselves are in locales/<language>.yml under `checks.` (CONTRIBUTING.md, "Adding or changing
// text"). Functions, read only when a check fails: lib/url.ts is in every bundle and in plain Node
// (the e2e specs, the benchmarks), where nothing may ask browser.i18n at load.
import { i18n } from './i18n';

export const baseUrlEmpty = () => i18n.t('checks.baseUrlEmpty');
export const baseUrlNotUrl = () => i18n.t('checks.baseUrlNotUrl');
export const baseUrlPlainHttp = () => i18n.t('checks.baseUrlPlainHttp');
export const baseUrlNotHttps = () => i18n.t('checks.baseUrlNotHttps');
export const baseUrlCredentials = () => i18n.t('checks.baseUrlCredentials');
export const baseUrlQuery = () => i18n.t('checks.baseUrlQuery');
export const baseUrlPathHint = () => i18n.t('checks.baseUrlPathHint');
export const tokenEmpty = () => i18n.t('checks.tokenEmpty');
export const tokenSpaces = () => i18n.t('checks.tokenSpaces');
export const tokenCharacters = () => i18n.t('checks.tokenCharacters');
export const tokenTooLong = () => i18n.t('checks.tokenTooLong');
/** `host` is the other server's host name. */
export const tokenForOtherServer = (host: string) => i18n.t('checks.tokenForOtherServer', [host]);
