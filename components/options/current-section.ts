// Which section of the options page is the current one, for the contents list. Pure: the page measures,
// this decides, so the rule is tested without a layout engine.

export interface SectionPlace {
  id: string;
  /** The section's top edge, in viewport pixels (getBoundingClientRect().top). */
  top: number;
}

export interface ViewPlace {
  /** The line under the sticky contents strip (or a little below the top) that a section must reach. */
  line: number;
  viewportHeight: number;
  /** The id the address's #hash names (a link of the list, the popup's #privacy), or null. */
  hashId: string | null;
}

/**
 * The section the person is reading: the one a link just brought into view while its top is still on
 * the screen (the last sections are too short to reach the line at the page's end), otherwise the last
 * one whose top has reached the line, otherwise the first.
 */
export function currentSectionId(sections: readonly SectionPlace[], view: ViewPlace): string | null {
  const named = view.hashId === null ? undefined : sections.find((section) => section.id === view.hashId);
  if (named && named.top >= -1 && named.top < view.viewportHeight) return named.id;
  let current = sections[0]?.id ?? null;
  for (const section of sections) if (section.top <= view.line) current = section.id;
  return current;
}
