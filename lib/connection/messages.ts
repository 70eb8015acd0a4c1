// The connection's messages: the options page's "Save & test", the token, the switches kept in settings
// (suggestions, muted sites, Device only) and the request budget.
import * as z from 'zod/mini';
import type { RateLimitSnapshot } from '../api/public';
import { answers, message } from '../common/message';
import type { ConnectionReport, SettingsView } from './public/index';

export const CONNECTION_MESSAGES = {
  ping: message('extension-page', {}, answers<{ version: string }>()),
  'settings/get': message('extension-page', {}, answers<SettingsView>()),
  'settings/connect': message(
    'extension-page',
    {
      baseUrl: z.string().check(z.maxLength(2_000)),
      // Absent: keep the saved token (the person changed only the URL).
      token: z.optional(z.string().check(z.maxLength(4_096))),
    },
    answers<ConnectionReport>(),
  ),
  'settings/forget-token': message('extension-page', {}, answers<null>()),
  'settings/set-suggestions': message('extension-page', { enabled: z.boolean() }, answers<SettingsView>()),
  // Device only: while on, nothing a person types or opens is sent (only the sync and the prefetch).
  'settings/set-device-only': message('extension-page', { enabled: z.boolean() }, answers<SettingsView>()),
  'settings/unmute-host': message(
    'extension-page',
    { host: z.string().check(z.maxLength(300)) },
    answers<SettingsView>(),
  ),
  'budget/get': message('extension-page', {}, answers<RateLimitSnapshot>()),
};
