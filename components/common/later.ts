// A component in a chunk of its own (Vite splits at a dynamic import()), loaded when it is first drawn or
// when preload() asks for it: what the popup's first frame does not show costs its first frame nothing
// (the time from opening the popup to the first results is budgeted, docs/architecture.md "Budgets").
import { type ComponentChild, type ComponentType, h } from 'preact';
import { useEffect, useState } from 'preact/hooks';

export interface Later<P> {
  (props: P): ComponentChild;
  /** Loads the chunk now (idle time after the popup opened), so the first use waits for nothing. */
  preload(): Promise<unknown>;
}

/**
 * `load` imports the component. Until it has come, `placeholder` stands in (by default nothing), of the
 * same size where a shift would show. A chunk that fails to load is asked again on the next use.
 */
export function later<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholder: () => ComponentChild = () => null,
): Later<P> {
  let component: ComponentType<P> | null = null;
  let loading: Promise<unknown> | null = null;
  const preload = () => {
    loading ??= load().then(
      (loaded) => {
        component = loaded;
      },
      () => {
        loading = null;
      },
    );
    return loading;
  };
  function Later(props: P): ComponentChild {
    const [, loaded] = useState(0);
    const drewPlaceholder = component === null;
    useEffect(() => {
      let mounted = true;
      // Also when the chunk came between this render and its effect: the popup's idle preload can bring
      // it just then, and the placeholder (nothing, for a detail) would otherwise stay.
      if (drewPlaceholder)
        void preload().then(() => {
          if (mounted && component !== null) loaded(1);
        });
      return () => {
        mounted = false;
      };
    }, []);
    return component === null ? placeholder() : h(component, props);
  }
  return Object.assign(Later, { preload });
}
