// Which version of the local directory's live set the background's derived structures (the site
// lookup, the search, the records read) were built from. Each is kept per version (`derive`): when the
// live set changes, the next use builds it again from the new one, so nothing derived can be stale and
// nothing is cleared by hand.

/** What of a sync's status tells the live set changed (lib/directory/sync/sync.ts's SyncStatus). */
export interface LiveSetStatus {
  state: 'idle' | 'syncing' | 'error';
  page: number;
  toolsStored: number;
  lastSuccessAt: number | null;
  ready: boolean;
}

/** What a status meant for the live set. */
export interface LiveSetChange {
  /** The live set is another one: everything derived is built again on its next use. */
  changed: boolean;
  /** A sync finished that this worker saw running or heard of before (not the first status it hears). */
  synced: boolean;
  /** The live set settled (no sync writing it) after a change this worker heard of. */
  settledAgain: boolean;
}

/** A value derived from the live set: built on first use per version. */
export interface Derived<T> {
  get(): T;
  /** The value of the current version, if something has built it yet. */
  peek(): T | undefined;
}

/** A promise with what it resolved to, once it has: a caller that must not wait can look. */
export interface Loading<T> {
  promise: Promise<T>;
  settled: boolean;
  value: T | undefined;
}

export function loading<T>(promise: Promise<T>): Loading<T> {
  const tracked: Loading<T> = { promise, settled: false, value: undefined };
  promise.then(
    (value) => {
      tracked.value = value;
      tracked.settled = true;
    },
    () => undefined,
  );
  return tracked;
}

export interface LiveSet {
  readonly version: number;
  /** Something rewrote what the derived structures are read from (an update's rebuild). */
  changed(): void;
  /** A sync's status: returns what it meant. */
  hear(status: LiveSetStatus): LiveSetChange;
  derive<T>(build: () => T): Derived<T>;
}

export function createLiveSet(): LiveSet {
  let version = 0;
  /** The first sync's pages so far: each widens what matches and what is found. */
  let firstSyncPage = 0;
  let stored: number | undefined;
  let lastSuccess: number | null | undefined;

  return {
    get version() {
      return version;
    },
    changed() {
      version += 1;
    },
    hear(status) {
      const change: LiveSetChange = { changed: false, synced: false, settledAgain: false };
      if (status.state === 'syncing' && !status.ready && status.page !== firstSyncPage) {
        firstSyncPage = status.page;
        change.changed = true;
      }
      if (status.toolsStored !== stored || status.lastSuccessAt !== lastSuccess) {
        const heardBefore = lastSuccess !== undefined;
        const newSuccess = status.lastSuccessAt !== null && status.lastSuccessAt !== lastSuccess;
        stored = status.toolsStored;
        lastSuccess = status.lastSuccessAt;
        // A sync under way swaps its pages in only at its end: the live set changes then.
        if (status.state !== 'syncing') {
          change.changed = true;
          change.synced = heardBefore && newSuccess;
          change.settledAgain = heardBefore && status.lastSuccessAt !== null;
        }
      }
      if (change.changed) version += 1;
      return change;
    },
    derive<T>(build: () => T): Derived<T> {
      let built: { version: number; value: T } | null = null;
      return {
        get() {
          if (built?.version !== version) built = { version, value: build() };
          return built.value;
        },
        peek() {
          return built?.version === version ? built.value : undefined;
        },
      };
    },
  };
}
