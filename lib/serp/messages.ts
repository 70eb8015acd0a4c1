// Results pages: the chips' local matches (from the results-page script) and the options' switches.
import * as z from 'zod/mini';
import { answers, message } from '../common/message';
import { ENGINE_IDS, type EngineId } from './public/engines';
import { GOOGLE_SEARCH_HOSTS } from './public/google-domains';
import type { SerpEngineView, SerpMatch } from './public/index';
import { MAX_CANDIDATES } from './public/links';

export const SERP_MESSAGES = {
  // The options page's switches for search engines' results pages; the origins are asked for on the click.
  'serp/engines': message('extension-page', {}, answers<SerpEngineView[]>()),
  'serp/set-engine': message(
    'extension-page',
    { engine: z.enum(ENGINE_IDS as [EngineId, ...EngineId[]]), enabled: z.boolean() },
    answers<SerpEngineView[]>(),
  ),
  // Ratings in search results: the Google address the person searches at (one of Google's own).
  'serp/set-google-host': message(
    'extension-page',
    { host: z.enum(GOOGLE_SEARCH_HOSTS as [string, ...string[]]) },
    answers<SerpEngineView[]>(),
  ),
  // A results page's result links, matched locally for their chips: answered from the device, no request.
  'serp/match': message(
    'content-script',
    { urls: z.array(z.string().check(z.maxLength(4_000))).check(z.maxLength(MAX_CANDIDATES)) },
    answers<SerpMatch[]>(),
  ),
};
