// What Toolscout says about a base URL or token a person typed (lib/common/url.ts finds the problem, as a
// code, so it stays plain and loads anywhere). Used by the options and welcome pages as the person types,
// and by the options page for the codes the background refuses a connection with (connectionInputProblem).
// The words are under `checks.` in locales/*.yml.
import type { BaseUrlProblem, ConnectionInputProblem, TokenProblem } from '../common/url';
import { i18n } from './i18n';

export function baseUrlProblem(problem: BaseUrlProblem): string {
  switch (problem) {
    case 'empty':
      return i18n.t('checks.baseUrlEmpty');
    case 'not-url':
      return i18n.t('checks.baseUrlNotUrl');
    case 'plain-http':
      return i18n.t('checks.baseUrlPlainHttp');
    case 'not-https':
      return i18n.t('checks.baseUrlNotHttps');
    case 'credentials':
      return i18n.t('checks.baseUrlCredentials');
    case 'query-or-hash':
      return i18n.t('checks.baseUrlQueryOrHash');
  }
}

/** A hint, not a refusal: the URL does not end in /api/v1. */
export const baseUrlUnusualPath = () => i18n.t('checks.baseUrlUnusualPath');

export function tokenProblem(problem: TokenProblem): string {
  switch (problem) {
    case 'empty':
      return i18n.t('checks.tokenEmpty');
    case 'spaces':
      return i18n.t('checks.tokenSpaces');
    case 'not-ascii':
      return i18n.t('checks.tokenNotAscii');
    case 'too-long':
      return i18n.t('checks.tokenTooLong');
  }
}

/** The base URL moved to another server: the saved token is not sent there. */
export const tokenForAnotherServer = (host: string) => i18n.t('checks.tokenForAnotherServer', [host]);

/** Why the background refused "Save & test" (it sends the code, the page says it). */
export function connectionInputProblem(input: ConnectionInputProblem): string {
  if (input.field === 'baseUrl') return baseUrlProblem(input.problem);
  if (input.problem === 'for-another-server') return tokenForAnotherServer(input.host);
  return tokenProblem(input.problem);
}
