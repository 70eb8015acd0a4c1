// What the extension's IndexedDB databases (the directory's, and the token's) do alike.
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type * as z from 'zod/mini';

/** The structure every database of this version has (each one's upgrade creates it); 1 since 0.1.0. */
export const DATABASE_VERSION = 1;

/** The browser refused a write for want of room (IndexedDB's quota, or a full disk). */
export function isQuotaExceeded(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'QuotaExceededError';
}
/** Where this version keeps its data when a newer version upgraded the database past what it knows. */
export const OLDER_VERSION_SUFFIX = `@v${DATABASE_VERSION}`;

/**
 * Opens the database at this version. When a newer version of Toolscout upgraded it (the browser went
 * back to an older copy), IndexedDB refuses the older version; that database is left as it is, and this
 * version works in a database of its own beside it, as on a new install.
 */
export async function openOwnVersion<Schema extends DBSchema>(
  name: string,
  upgrade: (database: IDBPDatabase<Schema>) => void,
): Promise<IDBPDatabase<Schema>> {
  try {
    return await openDB<Schema>(name, DATABASE_VERSION, { upgrade });
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'VersionError')) throw error;
    return openDB<Schema>(`${name}${OLDER_VERSION_SUFFIX}`, DATABASE_VERSION, { upgrade });
  }
}

/** Opens the database on first use, once (most worker starts never touch it), until closed. */
export function lazyDatabase<Schema extends DBSchema>(
  name: string,
  upgrade: (database: IDBPDatabase<Schema>) => void,
) {
  let opening: Promise<IDBPDatabase<Schema>> | null = null;
  return {
    open(): Promise<IDBPDatabase<Schema>> {
      opening ??= openOwnVersion<Schema>(name, upgrade);
      return opening;
    },
    async close(): Promise<void> {
      if (!opening) return;
      const database = await opening;
      opening = null;
      database.close();
    },
  };
}

/** A stored value read back through its schema: whatever fails it (an older shape, a hand edit) is absent. */
export function validOrUndefined<T>(schema: z.ZodMiniType<T>, value: unknown): T | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
