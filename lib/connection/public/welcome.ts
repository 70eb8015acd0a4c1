// The first run: when the welcome page opens, and where a person gets an API token. Pure functions, so
// the background, the welcome page and their tests share one rule.
import { parseHttpUrl } from '../../common/url';

/** The extension page that opens once, on install (entrypoints/welcome). */
export const WELCOME_PAGE = '/welcome.html';

/** Only a fresh install greets: an update or a browser restart must not open a tab. */
export function opensWelcome(reason: string): boolean {
  return reason === 'install';
}

/** storage.local's key that remembers the welcome was shown once. */
export const WELCOMED_KEY = 'welcomeShown';

interface KeyValueArea {
  get(key: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
}

/**
 * storage.local keys that only a profile already in use holds, in every release since 0.1.0 (which had
 * no welcome and so no WELCOMED_KEY): the base URL, the token as 0.1.0 kept it, the preferences, a sync.
 */
export const IN_USE_KEYS = ['apiBaseUrl', 'apiToken', 'preferences', 'directorySyncProgress'] as const;

/**
 * The welcome opens on a fresh install, once per profile. A profile already in use is no fresh install
 * even when the browser says "install" (Chromium does for an unpacked build copied over an older one). Remembered because Chromium reports an unpacked
 * extension loaded from the command line as installed again on every start: without the mark, every
 * start of such a browser would greet again.
 */
export function createWelcomeOnInstall(deps: { storage: KeyValueArea; openWelcome: () => Promise<unknown> }) {
  const inUse = async () => {
    for (const key of IN_USE_KEYS) if ((await deps.storage.get(key))[key] !== undefined) return true;
    return false;
  };
  return async (reason: string): Promise<boolean> => {
    if (!opensWelcome(reason)) return false;
    if ((await deps.storage.get(WELCOMED_KEY))[WELCOMED_KEY] === true) return false;
    await deps.storage.set({ [WELCOMED_KEY]: true });
    if (await inUse()) return false;
    await deps.openWelcome();
    return true;
  };
}

export interface TokenPageLink {
  url: string;
  /** What the link says where it goes. */
  host: string;
}

/**
 * Where to create an API token. A build may name the page (`WXT_TOKEN_PAGE_URL`); otherwise the API
 * contract only says "the account's API tokens page" of the directory, so the link goes to the base
 * URL's origin, the directory's website. Null when neither is an http(s) URL: nothing else is a link.
 */
export function tokenPageLink(baseUrl: string, configured?: string): TokenPageLink | null {
  const fromSetting = configured ? parseHttpUrl(configured.trim()) : null;
  if (fromSetting) return { url: fromSetting.href, host: fromSetting.host };
  const base = parseHttpUrl(baseUrl.trim());
  if (!base || base.username || base.password) return null;
  return { url: `${base.origin}/`, host: base.host };
}
