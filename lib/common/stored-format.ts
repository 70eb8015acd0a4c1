// The one test every stored format's reader makes before it trusts a value: whether a newer version of
// Toolscout wrote it (the browser went back to an older copy, or storage.sync came from a browser that
// updated first). Such a value is neither read through this version's schema nor written over
// (docs/architecture.md, "Stored formats and updates").

/** Whether a stored format number is newer than the format this version knows. */
export function isNewerFormat(version: unknown, known: number): boolean {
  return typeof version === 'number' && version > known;
}

/** The version in a `{ v }` mark (wxt/storage's "<key>$", the saved list's index); undefined without one. */
export function versionOf(mark: unknown): unknown {
  return typeof mark === 'object' && mark !== null ? (mark as { v?: unknown }).v : undefined;
}
