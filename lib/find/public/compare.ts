// The comparison's selection: 2–4 tools picked from a detail, an alternative or a saved tool. Pure and
// zod-free (the popup reasons with it); lib/find/session.ts keeps it in storage.session, checked.
export const COMPARE_MAX = 4;
export const COMPARE_MIN = 2;

/** A picked tool: its slug, and its name so the control and an empty compare page can say which. */
export interface CompareItem {
  slug: string;
  name: string;
}

export type CompareAdd = 'added' | 'already' | 'full';

export function addToCompare(
  selection: readonly CompareItem[],
  item: CompareItem,
): { selection: CompareItem[]; outcome: CompareAdd } {
  if (selection.some((picked) => picked.slug === item.slug))
    return { selection: [...selection], outcome: 'already' };
  if (selection.length >= COMPARE_MAX) return { selection: [...selection], outcome: 'full' };
  return { selection: [...selection, item], outcome: 'added' };
}

export function removeFromCompare(selection: readonly CompareItem[], slug: string): CompareItem[] {
  return selection.filter((picked) => picked.slug !== slug);
}

export function isCompared(selection: readonly CompareItem[], slug: string): boolean {
  return selection.some((picked) => picked.slug === slug);
}
