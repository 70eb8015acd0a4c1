// "Not this tool", the public face: one entry of the list the options page shows. Types only (no zod, no
// browser API); store.ts checks its schema against this shape.

export interface NotThisToolEntry {
  slug: string;
  /** The tool's name when it was marked, so the list can name a tool the directory no longer has. */
  name: string;
  /** The page's host, normalised as the matcher reads it (no `www.`, punycode). */
  host: string;
  /** For a path website: its normalised path; the tool still matches the rest of the host (it never did). */
  path?: string;
  at: number;
}
