// What both IndexedDB stores of the directory (tools, saved alternatives) do alike.
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type * as z from 'zod/mini';

/** Opens the database on first use, once (most worker starts never touch it), until closed. */
export function lazyDatabase<Schema extends DBSchema>(
  name: string,
  upgrade: (database: IDBPDatabase<Schema>) => void,
) {
  let opening: Promise<IDBPDatabase<Schema>> | null = null;
  return {
    open(): Promise<IDBPDatabase<Schema>> {
      opening ??= openDB<Schema>(name, 1, { upgrade });
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
