// What the background answers to each message: every feature's handlers (lib/<feature>/handlers.ts), each
// given the narrow part of the deps it uses, so it is tested without a browser; lib/background/main.ts
// wires the deps to real APIs.
import { cardHandlers } from '../../card/handlers';
import { settingsHandlers } from '../../connection/handlers';
import { directoryHandlers } from '../../directory/handlers';
import { siteHandlers } from '../../directory/site-match/handlers';
import { statusHandlers } from '../../directory/sync/handlers';
import { findHandlers } from '../../find/handlers';
import { followHandlers } from '../../follow/handlers';
import { hideUntilChangeHandlers } from '../../hide-until-change/handlers';
import { notThisToolHandlers } from '../../not-this-tool/handlers';
import { recentHandlers } from '../../recent/handlers';
import { requestsHandlers } from '../../request-log/handlers';
import { savedHandlers } from '../../saved/handlers';
import { serpHandlers } from '../../serp/handlers';
import type { Handlers } from '../router';
import type { HandlerDeps } from './deps';

export type { SettingsStore } from '../../connection/settings-store';
export type { HandlerDeps } from './deps';

export function createHandlers(deps: HandlerDeps): Handlers {
  return {
    ...settingsHandlers(deps),
    ...directoryHandlers(deps),
    ...siteHandlers(deps),
    ...statusHandlers(deps),
    ...cardHandlers(deps),
    ...serpHandlers(deps),
    ...savedHandlers(deps),
    ...recentHandlers(deps),
    ...findHandlers(deps),
    ...followHandlers(deps),
    ...requestsHandlers(deps),
    ...notThisToolHandlers(deps),
    ...hideUntilChangeHandlers(deps),
  };
}
