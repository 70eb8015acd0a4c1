import { useEffect, useRef, useState } from 'preact/hooks';
import * as optionsCopy from '../../lib/copy/options';
import { currentSectionId } from './current-section';

export interface ContentsEntry {
  /** The section's id: the link's #hash. */
  id: string;
  label: string;
}

/** How far below the top a section's top must come to be the current one (px): past the sticky strip. */
const CURRENT_LINE_PX = 96;

/**
 * The options page's contents: a link to each section that stays in view (a column beside the sections
 * on a wide screen, a strip across the top on a narrow one), the current section marked with
 * aria-current and visibly. `onFollow` runs before a link's own jump (the Advanced disclosure opens).
 */
export function ContentsNav({
  entries,
  onFollow,
}: {
  entries: readonly ContentsEntry[];
  onFollow?: (id: string) => void;
}) {
  const current = useCurrentSection(entries);
  const strip = useRef<HTMLUListElement>(null);

  // On the narrow strip, the current link scrolls into the strip's view (only the strip moves: the
  // page's own scrolling, a smooth jump perhaps, is left alone).
  useEffect(() => {
    const list = strip.current;
    const link = list?.querySelector<HTMLElement>('[aria-current]');
    if (!list || !link || list.scrollWidth <= list.clientWidth) return;
    const left = link.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + link.offsetWidth > list.scrollLeft + list.clientWidth)
      list.scrollLeft = left - (list.clientWidth - link.offsetWidth) / 2;
  }, [current]);

  return (
    <nav class="ts-contents" aria-label={optionsCopy.contentsLabel}>
      <ul ref={strip} class="ts-contents__list">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              class="ts-contents__link"
              href={`#${entry.id}`}
              aria-current={entry.id === current ? 'true' : undefined}
              onClick={() => onFollow?.(entry.id)}
            >
              {entry.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The id of the section being read, measured on scroll, resize and a change of the #hash. */
function useCurrentSection(entries: readonly ContentsEntry[]): string | null {
  const [current, setCurrent] = useState<string | null>(entries[0]?.id ?? null);
  const ids = entries.map((entry) => entry.id).join(' ');
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const sections = entries.flatMap((entry) => {
        const element = document.getElementById(entry.id);
        return element ? [{ id: entry.id, top: element.getBoundingClientRect().top }] : [];
      });
      const hash = decodeURIComponent(window.location.hash.slice(1));
      setCurrent(
        currentSectionId(sections, {
          line: CURRENT_LINE_PX,
          viewportHeight: window.innerHeight,
          hashId: hash === '' ? null : hash,
        }),
      );
    };
    const soon = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', soon, { passive: true });
    window.addEventListener('resize', soon);
    window.addEventListener('hashchange', soon);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', soon);
      window.removeEventListener('resize', soon);
      window.removeEventListener('hashchange', soon);
    };
    // The entries are compared by their ids: a new array of the same sections measures nothing anew.
  }, [ids]);
  return current;
}
