// Everything the extension keeps, as one comparable value: the three storage areas of fakeBrowser and
// every IndexedDB database (fake-indexeddb) with each store's keys and values. Tests compare two of
// these to show that something changed nothing (a refused message, a failed write), or what it changed.
import { fakeBrowser } from 'wxt/testing/fake-browser';

export interface StoredState {
  local: Record<string, unknown>;
  sync: Record<string, unknown>;
  session: Record<string, unknown>;
  databases: Record<string, Record<string, [IDBValidKey, unknown][]>>;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** Every database's stores, key by key, without upgrading or creating anything. */
export async function databaseContents(): Promise<StoredState['databases']> {
  const out: StoredState['databases'] = {};
  for (const { name } of await indexedDB.databases()) {
    if (!name) continue;
    const db = await request(indexedDB.open(name));
    try {
      const stores: Record<string, [IDBValidKey, unknown][]> = {};
      const names = [...db.objectStoreNames];
      if (names.length > 0) {
        const tx = db.transaction(names, 'readonly');
        for (const store of names) {
          const [keys, values] = await Promise.all([
            request(tx.objectStore(store).getAllKeys()),
            request(tx.objectStore(store).getAll()),
          ]);
          stores[store] = keys.map((key, i) => [key, values[i]]);
        }
      }
      out[name] = stores;
    } finally {
      db.close();
    }
  }
  return out;
}

export async function storedState(): Promise<StoredState> {
  const [local, sync, session, databases] = await Promise.all([
    fakeBrowser.storage.local.get(null),
    fakeBrowser.storage.sync.get(null),
    fakeBrowser.storage.session.get(null),
    databaseContents(),
  ]);
  return { local, sync, session, databases };
}

/** Waits until two reads a little apart agree: the background's own writes have settled. */
export async function settledState(pauseMs = 30, tries = 100): Promise<StoredState> {
  let before = JSON.stringify(await storedState());
  for (let i = 0; i < tries; i++) {
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    const state = await storedState();
    const now = JSON.stringify(state);
    if (now === before) return state;
    before = now;
  }
  throw new Error('The stored state did not settle');
}
