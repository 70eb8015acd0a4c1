// Settings messages from the options page: the connection ("Save & test"), the token, suggestions and
// muted sites, and the request budget.

import type { Result } from '../api/model';
import { type HandlersOf, ok } from '../common/message';
import {
  type ConnectionInputProblem,
  checkBaseUrl,
  checkToken,
  originPattern,
  SITE_ACCESS_ORIGINS,
  tokenNeededFor,
} from '../common/url';
import type { ConnectionManager } from './connection';
import type { CONNECTION_MESSAGES } from './messages';
import type { SettingsView } from './public/index';
import type { SettingsStore } from './settings-store';

export interface SettingsHandlerDeps {
  version: string;
  settings: SettingsStore;
  connections: ConnectionManager;
  /** Whether the browser has granted these origins. */
  hasOrigins(origins: string[]): Promise<boolean>;
  /** Starts a sync in the background if one is due (or `force`); never awaited by a person. */
  startSync(force: boolean): void;
  /** What was asked with the token goes with it (the request log). */
  requests: { clear(): Promise<void> };
}

/** A connection refused for its input; the message is for logs and tests, the page words the code. */
const refusedInput = (input: ConnectionInputProblem): Result<never> => ({
  ok: false,
  error: { kind: 'validation', message: `${input.field}: ${input.problem}`, input },
});

export function settingsHandlers(deps: SettingsHandlerDeps): HandlersOf<typeof CONNECTION_MESSAGES> {
  async function settingsView(): Promise<SettingsView> {
    const [{ baseUrl, token }, preferences, deviceOnly] = await Promise.all([
      deps.settings.read(),
      deps.settings.preferences(),
      deps.settings.deviceOnly(),
    ]);
    let apiOriginGranted = false;
    try {
      apiOriginGranted = baseUrl !== '' && (await deps.hasOrigins([originPattern(baseUrl)]));
    } catch {
      apiOriginGranted = false;
    }
    return {
      baseUrl,
      hasToken: token !== null,
      suggestionsEnabled: preferences.suggestionsEnabled,
      mutedHosts: preferences.mutedHosts,
      deviceOnly,
      apiOriginGranted,
      siteAccessGranted: await deps.hasOrigins(SITE_ACCESS_ORIGINS),
    };
  }

  return {
    ping: async () => ok({ version: deps.version }),

    'settings/get': async () => ok(await settingsView()),

    'settings/connect': async (request) => {
      const url = checkBaseUrl(request.baseUrl);
      if (!url.ok) return refusedInput({ field: 'baseUrl', problem: url.problem });
      const saved = await deps.settings.read();
      let token = saved.token;
      if (request.token !== undefined) {
        const checked = checkToken(request.token);
        if (!checked.ok) return refusedInput({ field: 'token', problem: checked.problem });
        token = checked.token;
      } else {
        // The saved token never goes to a new origin unasked.
        const needed = tokenNeededFor(saved.baseUrl, saved.token !== null, url.url);
        if (needed !== null)
          return refusedInput({ field: 'token', problem: 'for-another-server', host: needed });
      }
      // "Save & test": what the person typed is kept even when the test fails, so they can fix one part.
      await deps.settings.save({ baseUrl: url.url, token: token ?? undefined });
      const { client } = await deps.connections.open({ baseUrl: url.url, token });
      // Device only refuses the test (only the sync and the prefetch reach the directory): the settings are
      // saved, and the sync, which may go, starts with them; the page says it was not tested.
      const result = await client.listTools({ perPage: 1 }, 'interactive', 'connection');
      if (!result.ok && result.error.kind === 'device-only') deps.startSync(false);
      if (!result.ok) return result;
      deps.startSync(false);
      return ok({
        baseUrl: url.url,
        toolCount: result.data.total,
        unusualPath: url.unusualPath,
      });
    },

    'settings/forget-token': async () => {
      await deps.settings.forgetToken();
      // What was asked with the token goes with it.
      await deps.requests.clear().catch(() => undefined);
      // Also done on every change of connection; here so the options page hears back once it is done.
      await deps.connections.reset();
      return ok(null);
    },

    'settings/set-suggestions': async (request) => {
      await deps.settings.setSuggestions(request.enabled);
      return ok(await settingsView());
    },

    'settings/set-device-only': async (request) => {
      await deps.settings.setDeviceOnly(request.enabled);
      return ok(await settingsView());
    },

    'settings/unmute-host': async (request) => {
      await deps.settings.unmute(request.host);
      return ok(await settingsView());
    },

    'budget/get': async () => ok(await (await deps.connections.get()).limiter.snapshot()),
  };
}
