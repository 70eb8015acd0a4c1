import type { ComponentChildren, Ref } from 'preact';
import { useContext, useImperativeHandle, useLayoutEffect, useRef } from 'preact/hooks';
import { ActiveContext } from './context';

/** What the view around a scrolling region may do with it. */
export interface ScrollHandle {
  /**
   * Back to the top, if it is scrolled: known from its last scroll event, so a keystroke's event never
   * reads the layout the typed text has just changed (0.8 ms of each keystroke, reading `scrollTop`).
   */
  toTop(): void;
}

/**
 * A scrolling region that remembers where it was: a browser may reset the scroll offset of a
 * hidden element, so the position is put back when its view is shown again (Back, tab switch).
 */
export function ScrollArea({
  children,
  handle,
}: {
  children: ComponentChildren;
  handle?: Ref<ScrollHandle>;
}) {
  const active = useContext(ActiveContext);
  const ref = useRef<HTMLDivElement>(null);
  const saved = useRef(0);
  useImperativeHandle(
    handle ?? null,
    () => ({
      toTop() {
        if (saved.current === 0 || !ref.current) return;
        ref.current.scrollTop = 0;
        saved.current = 0;
      },
    }),
    [],
  );
  const wasActive = useRef(active);
  useLayoutEffect(() => {
    // Only when shown again: assigning scrollTop forces style and layout, which on mount held up the
    // popup's first frame (1–4 ms) for a position that is 0 anyway.
    if (active && !wasActive.current && ref.current) ref.current.scrollTop = saved.current;
    wasActive.current = active;
  }, [active]);
  return (
    <div
      ref={ref}
      class="pp-scroll"
      onScroll={(event) => {
        // Hiding a view can fire a scroll to 0 that must not overwrite the remembered place.
        if (active) saved.current = event.currentTarget.scrollTop;
      }}
    >
      {children}
    </div>
  );
}
