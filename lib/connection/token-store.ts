// Where the API token lives: the extension origin's IndexedDB, in every browser.
//
// storage.local is no place for it: Firefox has no storage.local.setAccessLevel, so the extension's own
// content script, which runs inside third-party pages, can read all of storage.local there. IndexedDB is
// per origin, and a content script runs with the page's origin, so it can only ever open the page's
// databases, never the extension's. The store refuses to work anywhere but an extension-origin context
// (fail closed): a read there finds no token, a write throws.
import type { DBSchema, IDBPDatabase } from 'idb';
import * as z from 'zod/mini';
import { openOwnVersion } from '../common/idb';

export const TOKEN_DB = 'toolscout-secrets';
const STORE = 'secrets';
const TOKEN_KEY = 'apiToken';
/** Where versions before this store kept the token (storage.local, wxt item `local:apiToken`). */
export const LEGACY_TOKEN_KEY = 'apiToken';

interface SecretsDb extends DBSchema {
  secrets: { key: string; value: unknown };
}

/** `null` is a token forgotten on purpose; an absent record means none was ever saved. */
const storedTokenSchema = z.object({
  token: z.nullable(z.string().check(z.minLength(1), z.maxLength(4_096))),
});

export interface LegacyArea {
  get(key: string): Promise<Record<string, unknown>>;
  remove(key: string): Promise<void>;
}

export interface TokenStoreDeps {
  /** The origin of the context this runs in (`location.origin`). */
  contextOrigin: () => string;
  /** The extension's own origin (from `runtime.getURL('/')`). */
  extensionOrigin: () => string;
  /** storage.local, for the one-time move of a token saved by an older version. */
  legacy: LegacyArea;
  /** What a store that never saved a token answers (development builds' demo token). */
  fallback: string | null;
  dbName?: string;
}

export class TokenStoreUnavailableError extends Error {
  constructor() {
    super('The token can be kept only in an extension page or the background.');
    this.name = 'TokenStoreUnavailableError';
  }
}

export interface TokenStore {
  read(): Promise<string | null>;
  write(token: string | null): Promise<void>;
  /** Whether this context may hold the token at all (the extension's own origin). */
  available(): boolean;
  /**
   * Moves a token an older version left in storage.local (`apiToken`) into the store and deletes the
   * plaintext copy, now: the background calls it on every start and update, so the copy does not wait
   * for the first request. Also deletes a leftover copy once the store holds a token. Not memoised.
   */
  moveLegacy(): Promise<void>;
}

export function createTokenStore(deps: TokenStoreDeps): TokenStore {
  let opening: Promise<IDBPDatabase<SecretsDb>> | null = null;
  let migrated: Promise<void> | null = null;

  function available(): boolean {
    try {
      // Built by hand: URL.origin is "null" for schemes it does not know (moz-extension: in some engines).
      const url = new URL(deps.extensionOrigin());
      if (!url.protocol.endsWith('-extension:') || url.host === '') return false;
      return deps.contextOrigin() === `${url.protocol}//${url.host}`;
    } catch {
      return false;
    }
  }

  function db(): Promise<IDBPDatabase<SecretsDb>> {
    opening ??= openOwnVersion<SecretsDb>(deps.dbName ?? TOKEN_DB, (database) => {
      database.createObjectStore(STORE);
    });
    return opening;
  }

  async function readStored(): Promise<{ token: string | null } | undefined> {
    const parsed = storedTokenSchema.safeParse(await (await db()).get(STORE, TOKEN_KEY));
    return parsed.success ? parsed.data : undefined;
  }

  /** Moves a token an older version left in storage.local into IndexedDB and deletes it there. */
  async function moveLegacy(): Promise<void> {
    const found = await deps.legacy.get(LEGACY_TOKEN_KEY);
    const versionKey = `${LEGACY_TOKEN_KEY}$`;
    if (!Object.hasOwn(found, LEGACY_TOKEN_KEY)) {
      // wxt's storage item kept its version beside it, under "<key>$": a lone one goes too.
      if (Object.hasOwn(await deps.legacy.get(versionKey), versionKey)) await deps.legacy.remove(versionKey);
      return;
    }
    const parsed = storedTokenSchema.shape.token.safeParse(found[LEGACY_TOKEN_KEY]);
    // A token saved here since wins over the old copy; the old copy goes either way, but only once the
    // store holds what it had (a failed write throws before anything is deleted).
    if (parsed.success && (await readStored()) === undefined) {
      await (await db()).put(STORE, { token: parsed.data }, TOKEN_KEY);
    }
    await deps.legacy.remove(LEGACY_TOKEN_KEY);
    await deps.legacy.remove(versionKey);
  }

  /** The move, once per context before its first read or write (moveLegacy repeats it on demand). */
  function migrateOnce(): Promise<void> {
    migrated ??= moveLegacy().catch((error: unknown) => {
      migrated = null;
      throw error;
    });
    return migrated;
  }

  return {
    available,
    async moveLegacy() {
      if (!available()) return;
      await moveLegacy();
    },
    async read() {
      if (!available()) return null;
      await migrateOnce();
      const stored = await readStored();
      return stored === undefined ? deps.fallback : stored.token;
    },
    async write(token) {
      if (!available()) throw new TokenStoreUnavailableError();
      await migrateOnce();
      await (await db()).put(STORE, { token: token === '' ? null : token }, TOKEN_KEY);
    },
  };
}
