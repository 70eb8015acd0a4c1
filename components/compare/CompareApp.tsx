import { useEffect, useRef } from 'preact/hooks';
import * as compareCopy from '../../lib/copy/compare';
import { COMPARE_MAX, COMPARE_MIN } from '../../lib/find/public/compare';
import { useCompareSelection } from '../find/useCompareSelection';
import { AddTool } from './AddTool';
import { CompareTable } from './CompareTable';
import { useComparedTools } from './useComparedTools';
import { WayBack } from './WayBack';

const STATUS_ID = 'cmp-status';

/**
 * The compare page (entrypoints/compare): a way back, the session's picked tools side by side (2 to 4),
 * a search that adds one from the local copy, and Remove on each. The picks are the stored comparison
 * (lib/find/session.ts, through the background), so the popup's "Compare N tools" agrees.
 */
export function CompareApp() {
  const selection = useCompareSelection();
  const { slots, retry } = useComparedTools(selection.items);
  const heading = useRef<HTMLHeadingElement>(null);

  // Picks made in the popup while this page was in the background show when it is looked at again.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') selection.reload();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [selection.reload]);

  const items = selection.items;
  // Fewer than two: nothing to compare yet, and adding one is the thing to do.
  const few = items !== null && items.length < COMPARE_MIN;
  const remove = async (slug: string) => {
    await selection.remove(slug);
    // The removed column's button is gone: focus goes somewhere predictable.
    heading.current?.focus();
  };

  return (
    <>
      <header class="cmp-top">
        <WayBack />
      </header>
      <main class="cmp">
        <div class={`cmp-intro${few ? ' cmp-intro--few' : ''}`}>
          <div class="cmp-intro__title">
            <h1 ref={heading} tabIndex={-1}>
              {compareCopy.title}
            </h1>
            {items !== null && !few && (
              <p class="cmp-picked">{compareCopy.picked(items.length, COMPARE_MAX)}</p>
            )}
            <div role="status" id={STATUS_ID} class="cmp-status">
              {items === null && <p>{compareCopy.loading}</p>}
              {items?.length === 0 && <p class="cmp-empty">{compareCopy.empty}</p>}
              {items?.length === 1 && (
                <p class="cmp-empty">{compareCopy.oneTool(items[0]?.name || items[0]?.slug || '')}</p>
              )}
            </div>
          </div>
          {items !== null && (
            <AddTool
              items={items}
              add={selection.add}
              focusOnStart={few}
              describedBy={few ? STATUS_ID : undefined}
            />
          )}
          {items?.length === 0 && <p class="cmp-hint">{compareCopy.fromPopup}</p>}
        </div>
        {items && items.length > 0 && (
          <CompareTable
            columns={items.map((item) => ({ item, slot: slots.get(item.slug) ?? { status: 'loading' } }))}
            onRemove={(slug) => void remove(slug)}
            onRetry={retry}
          />
        )}
      </main>
    </>
  );
}
