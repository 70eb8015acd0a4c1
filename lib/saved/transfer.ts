// The saved-tools file: what Export writes and Import reads. An imported file is user input from
// anywhere: it is parsed as JSON, its envelope checked, and each tool checked on its own (a bad entry
// is counted and skipped; the rest still come in).
import * as z from 'zod/mini';
import { MAX_IMPORT_CHARS } from './public';
import { readSnapshot, timestamp } from './snapshot';
import type { ImportProblem, SavedTool } from './types';

export { MAX_IMPORT_CHARS };

/** More entries than this are not read at all. */
const MAX_IMPORT_ENTRIES = 5_000;

const envelope = z.object({
  format: z.literal('toolscout-saved-tools'),
  version: z.literal(1),
  tools: z.array(z.unknown()).check(z.maxLength(MAX_IMPORT_ENTRIES)),
});

const savedAt = z.object({ savedAt: timestamp });

export type ParsedImport =
  | { ok: true; tools: SavedTool[]; invalid: number }
  | { ok: false; problem: ImportProblem };

export function parseImport(text: string, now: number): ParsedImport {
  if (text.length > MAX_IMPORT_CHARS) return { ok: false, problem: 'too-large' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'not-json' };
  }
  const parsed = envelope.safeParse(json);
  if (!parsed.success) return { ok: false, problem: 'not-ours' };
  const tools: SavedTool[] = [];
  let invalid = 0;
  for (const entry of parsed.data.tools) {
    const snapshot = readSnapshot(entry);
    if (snapshot === null) {
      invalid += 1;
      continue;
    }
    const when = savedAt.safeParse(entry);
    tools.push({ ...snapshot, savedAt: when.success ? when.data.savedAt : now });
  }
  return { ok: true, tools, invalid };
}
