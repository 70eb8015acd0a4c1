// What the card lists under the tool, and the one line saying where it came from. The card asks for
// nothing until it is opened; then it shows what this device has at once, and only a tool without saved
// alternatives is asked about, replacing the local pick when the directory answers.
import type { ApiError, Result } from '../../lib/api/model';
import * as cardCopy from '../../lib/copy/card';
import type { CardAlternatives, CardOpening } from '../../lib/messaging/client';
import type { CardTool } from './card-tool';

export interface Suggestions {
  heading: string;
  tools: readonly CardTool[];
  /** Where the list came from, or why it is only a local pick. */
  note: string;
  /** Whether the directory is being asked right now. */
  asking: boolean;
}

export interface SuggestionSources {
  open: () => Promise<Result<CardOpening>>;
  fetchAlternatives: () => Promise<Result<CardAlternatives>>;
}

const ALTERNATIVES = cardCopy.alternatives;
const SAVED = cardCopy.savedNote;
const FROM_DIRECTORY = cardCopy.fromDirectoryNote;

/** The pill's hint: before the card is opened, whether opening it asks the directory (never under Device only). */
export function openingHint(opensWithRequest: boolean, deviceOnly = false): string {
  if (deviceOnly) return cardCopy.hintDeviceOnly;
  return opensWithRequest ? cardCopy.hintOpensWithRequest : cardCopy.hintOpensLocally;
}

/** The local pick stays when the directory cannot answer; this says so. */
export function localPickNote(error: ApiError): string {
  return cardCopy.localPickNote(error);
}

/** The directory's alternatives, but a copy saved earlier, standing in for an answer it could not give. */
export function savedCopyNote(error: ApiError): string {
  return cardCopy.savedCopyNote(error);
}

function similarHeading(subcategory: { name: string } | null): string {
  return subcategory ? cardCopy.similarIn(subcategory.name) : cardCopy.similarTools;
}

/**
 * The card's list, loaded on its first opening only: reopening it asks nothing again. Each step is
 * handed to `setSuggestions` as it becomes known, the first once the background has said what it has
 * (a local read, so a moment at most). Plain code, not a hook: preact/hooks stays out of the card script.
 */
export function suggestionsLoader(
  toolName: string,
  sources: SuggestionSources,
  setSuggestions: (suggestions: Suggestions) => void,
) {
  let started = false;

  async function load() {
    const opening = await sources.open();
    if (!opening.ok) {
      setSuggestions({
        heading: ALTERNATIVES,
        tools: [],
        note: localPickNote(opening.error),
        asking: false,
      });
      return;
    }
    const { pick, fetch, deviceOnly } = opening.data;
    // Device only: what the device has is the whole answer, and the note says why nothing is asked.
    const onDeviceNote = deviceOnly ? cardCopy.deviceOnlyNote : null;
    if (pick.source === 'prefetched') {
      const note = onDeviceNote ?? SAVED;
      setSuggestions({ heading: ALTERNATIVES, tools: pick.alternatives, note, asking: false });
      return;
    }
    const local: Suggestions = {
      heading: similarHeading(pick.subcategory),
      tools: pick.alternatives,
      note: onDeviceNote ?? cardCopy.asking(toolName),
      asking: fetch,
    };
    setSuggestions(local);
    if (!fetch) return;

    const answer = await sources.fetchAlternatives();
    if (!answer.ok) {
      setSuggestions({ ...local, note: localPickNote(answer.error), asking: false });
    } else if (answer.data.alternatives.length === 0) {
      setSuggestions({
        ...local,
        note: cardCopy.noDirectoryAlternatives,
        asking: false,
      });
    } else {
      setSuggestions({
        heading: ALTERNATIVES,
        tools: answer.data.alternatives,
        note: answer.data.notice ? savedCopyNote(answer.data.notice) : FROM_DIRECTORY,
        asking: false,
      });
    }
  }

  return {
    /** The card was opened: the first time, find out what to list. */
    opened() {
      if (started) return;
      started = true;
      void load();
    },
  };
}
