// What the background answers to each message, by area. Everything is reached through narrow deps
// (./deps.ts), so it is tested without a browser; lib/background/main.ts wires these to real APIs.
import type { Handlers } from '../../messaging/router';
import { cardHandlers } from './card';
import type { HandlerDeps } from './deps';
import { directoryHandlers } from './directory';
import { findHandlers } from './find';
import { followHandlers } from './follow';
import { hiddenHandlers } from './hidden';
import { requestsHandlers } from './requests';
import { serpHandlers } from './serp';
import { settingsHandlers } from './settings';
import { siteHandlers } from './site';
import { statusHandlers } from './status';
import { yoursHandlers } from './yours';

export type { HandlerDeps, SettingsStore } from './deps';

export function createHandlers(deps: HandlerDeps): Handlers {
  return {
    ...settingsHandlers(deps),
    ...directoryHandlers(deps),
    ...siteHandlers(deps),
    ...statusHandlers(deps),
    ...cardHandlers(deps),
    ...serpHandlers(deps),
    ...yoursHandlers(deps),
    // find: filters and compare
    ...findHandlers(deps),
    ...followHandlers(deps),
    ...requestsHandlers(deps),
    ...hiddenHandlers(deps),
  };
}
