// When the directory's own search is worth a request (issue "The person comes first"): the device
// answers every query at once; the directory is asked after the typing pause only when the local copy
// is still being synced (it may lack the tool) or finds fewer than LOCAL_ENOUGH tools. Otherwise it is
// asked when the person wants more (Enter, or "Search the directory too").

/** From a complete local copy, this many results (after filters) are enough to show without asking. */
export const LOCAL_ENOUGH = 5;

export function directoryWorthAsking(shownRows: number, localComplete: boolean): boolean {
  return !localComplete || shownRows < LOCAL_ENOUGH;
}
