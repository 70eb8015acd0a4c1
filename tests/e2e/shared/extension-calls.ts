// Code the tests run inside the extension (an extension page, or Chromium's service worker). Each function
// is serialised into the browser, so it uses only its argument and the browser's `chrome` global (which
// Firefox also provides, with promises, in Manifest V3).

/** The background's answer to a message, as the pages receive it. */
export interface Answer<T> {
  ok: boolean;
  data: T;
  error?: { kind: string; message: string; retryAt?: number };
}

/**
 * Points the extension at an API the way the options page does: the `settings/connect` message (Save &
 * test), so the token goes through the same store and change notification as a person's. A null token
 * is "Forget token". Run in an extension page: a service worker cannot message itself.
 */
export async function connectInExtension(settings: { baseUrl: string; token: string | null }): Promise<void> {
  if (settings.token === null) await chrome.runtime.sendMessage({ type: 'settings/forget-token' });
  // The answer may be an error (a wrong token, a stopped server): the settings are saved either way.
  await chrome.runtime.sendMessage({
    type: 'settings/connect',
    baseUrl: settings.baseUrl,
    ...(settings.token === null ? {} : { token: settings.token }),
  });
}

export interface SyncStatus {
  state: string;
  page: number;
  toolsStored: number;
  lastSuccessAt: number | null;
  ready: boolean;
}

/** How long a test waits for the background's answer before it says which message went unanswered. */
export const ANSWER_WAIT_MS = 30_000;

/**
 * A message to the background, as the popup and options pages send one, and its answer; an answer that
 * never comes fails after `waitMs`, naming the message, instead of using up the test's time (an update
 * test in CI once waited 10 minutes on `compare/selection` after the second reload in place).
 */
export function askWithinInExtension({
  message,
  waitMs,
}: {
  message: Record<string, unknown>;
  waitMs: number;
}): Promise<unknown> {
  return Promise.race([
    chrome.runtime.sendMessage(message),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer to ${String(message.type)} in ${waitMs} ms`)), waitMs),
    ),
  ]);
}

/** The background's sync status, or null while it is starting and misses the message. */
export async function syncStatusInExtension(): Promise<SyncStatus | null> {
  const answer = (await chrome.runtime
    .sendMessage({ type: 'sync/status' })
    .catch(() => null)) as Answer<SyncStatus> | null;
  return answer?.ok ? answer.data : null;
}

/** Whether the alternatives of the top tools are saved (the prefetch that follows a sync). */
export async function prefetchDoneInExtension(): Promise<boolean> {
  const answer = (await chrome.runtime.sendMessage({ type: 'prefetch/status' }).catch(() => null)) as Answer<{
    state: string;
  }> | null;
  return answer?.ok === true && answer.data.state === 'done';
}

/** The badge text of the (only) tab at `url`. */
export async function badgeInExtension(url: string): Promise<string> {
  const tabs = await chrome.tabs.query({ url });
  const tab = tabs[0];
  if (!tab?.id) throw new Error(`no tab for ${url}`);
  return chrome.action.getBadgeText({ tabId: tab.id });
}

/** The token as the background keeps it: the extension origin's IndexedDB (lib/connection/token-store.ts). */
export async function storedTokenInExtension(): Promise<string | null | undefined> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('toolscout-secrets');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  try {
    if (!db.objectStoreNames.contains('secrets')) return undefined;
    const record = await new Promise<unknown>((resolve, reject) => {
      const request = db.transaction('secrets').objectStore('secrets').get('apiToken');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    return (record as { token: string | null } | undefined)?.token;
  } finally {
    db.close();
  }
}

export interface ContentScriptView {
  /** Everything storage.local gave the content script (or why it could not read it). */
  storage: string;
  /** What the content script found under the token store's database name, in its own (the page's) origin. */
  indexedDb: string;
  /** How many entries it found under the request log's database name (lib/request-log/store.ts). */
  requestLog: string;
  /** What the page's own script can reach. */
  origin: string;
}

/** How many requests the background's request log holds, read where it lives: the extension's origin. */
export async function requestLogCountInExtension(): Promise<number> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('toolscout-requests');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  try {
    if (!db.objectStoreNames.contains('requests')) return 0;
    return await new Promise<number>((resolve, reject) => {
      const request = db.transaction('requests').objectStore('requests').count();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

/**
 * Runs a probe in the content-script world (where the on-page card runs) of the tab at `url`: the same
 * isolated world and extension APIs the card has. Returns what it could see.
 */
export async function probeContentScript(url: string): Promise<ContentScriptView> {
  const [tab] = await chrome.tabs.query({ url });
  if (!tab?.id) throw new Error(`no tab for ${url}`);
  const [injection] = await chrome.scripting.executeScript({
    target: { tabId: tab.id },
    func: async () => {
      let storage: string;
      try {
        storage = JSON.stringify(await chrome.storage.local.get(null));
      } catch (error) {
        storage = `refused: ${String(error)}`;
      }
      let indexedDb: string;
      try {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open('toolscout-secrets');
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        const stores = Array.from(db.objectStoreNames);
        let record: unknown = null;
        if (stores.includes('secrets')) {
          record = await new Promise((resolve) => {
            const request = db.transaction('secrets').objectStore('secrets').get('apiToken');
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => resolve(null);
          });
        }
        db.close();
        indexedDb = JSON.stringify({ stores, record });
      } catch (error) {
        indexedDb = `refused: ${String(error)}`;
      }
      let requestLog: string;
      try {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open('toolscout-requests');
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        let count = 0;
        if (db.objectStoreNames.contains('requests')) {
          count = await new Promise<number>((resolve) => {
            const request = db.transaction('requests').objectStore('requests').count();
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => resolve(0);
          });
        }
        db.close();
        requestLog = `${count} entries`;
      } catch (error) {
        requestLog = `refused: ${String(error)}`;
      }
      return { storage, indexedDb, requestLog, origin: location.origin };
    },
  });
  return injection?.result as ContentScriptView;
}

/** Switches one search engine's results pages on, as its switch in the options does once the origin is granted. */
export async function enableSerpEngineInExtension(engine: string): Promise<void> {
  await chrome.storage.local.set({ serpEngines: [engine] });
}

/** Exactly these engines switched on (none: every results page left alone). */
export async function setSerpEnginesInExtension(engines: string[]): Promise<void> {
  await chrome.storage.local.set({ serpEngines: engines });
}
