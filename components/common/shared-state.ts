// One value shared by every component of a page that shows it (the saved list, the filters, the compare
// picks), without threading props: each component subscribes with `use()`, the first one to mount loads
// it and starts whatever keeps it current, the last one to go stops that.
import { useLayoutEffect, useState } from 'preact/hooks';

export interface SharedState<T> {
  /** The value now, for code outside components. */
  get(): T;
  /** Every component showing it gets this value; a load asked before it is dropped when it answers. */
  set(value: T): void;
  /** Asks for the value again (only the last of overlapping loads is kept). */
  reload(): void;
  /** The value, kept current while the component is mounted. */
  use(): T;
}

export function createSharedState<T>(options: {
  initial: T;
  /** How the value is read (from the background); none: it only changes through `set`. */
  load?: () => Promise<T>;
  /** The first component mounted: e.g. listen to storage changes. */
  onFirst?: () => void;
  /** The last one gone: stop listening, forget the value. */
  onLast?: () => void;
}): SharedState<T> {
  let current = options.initial;
  /** Bumped by every change and load, so a slow load never overwrites what came after it was asked. */
  let version = 0;
  const listeners = new Set<(value: T) => void>();

  function publish(value: T) {
    current = value;
    for (const listener of listeners) listener(value);
  }

  const state: SharedState<T> = {
    get: () => current,
    set(value) {
      version += 1;
      publish(value);
    },
    reload() {
      const { load } = options;
      if (!load) return;
      const asked = ++version;
      void load().then((value) => {
        if (asked === version) publish(value);
      });
    },
    use() {
      const [value, setValue] = useState(current);
      // Subscribed and loaded as the component is drawn, not after the frame is painted: a value the page
      // has at hand (the session's filters its first script asked for) is drawn with it, and what waits
      // for it (the popup's first results) waits no frame (15-40 ms in a popup that has just opened).
      useLayoutEffect(() => {
        listeners.add(setValue);
        if (listeners.size === 1) {
          options.onFirst?.();
          state.reload();
        }
        setValue(current);
        return () => {
          listeners.delete(setValue);
          if (listeners.size === 0) options.onLast?.();
        };
      }, []);
      return value;
    },
  };
  return state;
}
