// What the card lists under the tool, and the one line saying where it came from. The card asks for
// nothing until it is opened; then it shows what this device has at once, and only a tool without saved
// alternatives is asked about, replacing the local pick when the directory answers.
import type { ApiError, Result } from '../../lib/api/model';
import type { OverlayAlternatives, OverlayOpening } from '../../lib/messaging/client';
import type { OverlayTool } from './Overlay';

export interface Suggestions {
  heading: string;
  tools: readonly OverlayTool[];
  /** Where the list came from, or why it is only a local pick. */
  note: string;
  /** Whether the directory is being asked right now. */
  asking: boolean;
}

export interface SuggestionSources {
  open: () => Promise<Result<OverlayOpening>>;
  fetchAlternatives: () => Promise<Result<OverlayAlternatives>>;
}

const SAVED = 'Saved on this device: opening this card sent nothing.';
const FROM_DIRECTORY = 'From the directory, asked about this tool when you opened the card.';

/** The pill's hint: before the card is opened, whether opening it asks the directory. */
export function openingHint(opensWithRequest: boolean): string {
  return opensWithRequest
    ? 'Opening the card asks the directory for this tool’s alternatives'
    : 'Alternatives are saved on this device: opening the card sends nothing';
}

function why(error: ApiError): string {
  switch (error.kind) {
    case 'rate-limited':
      return 'the directory’s request limit is reached for now';
    case 'no-token':
    case 'unauthorized':
      return 'Toolscout is not connected to the directory (see its settings)';
    default:
      return 'the directory could not be reached';
  }
}

/** The local pick stays when the directory cannot answer; this says so. */
export function localPickNote(error: ApiError): string {
  return `Local suggestions — ${why(error)}`;
}

/** The directory's alternatives, but a copy saved earlier, standing in for an answer it could not give. */
export function savedCopyNote(error: ApiError): string {
  return `Saved suggestions — ${why(error)}`;
}

function similarHeading(subcategory: { name: string } | null): string {
  return subcategory ? `Similar in ${subcategory.name}` : 'Similar tools';
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
        heading: 'Alternatives',
        tools: [],
        note: localPickNote(opening.error),
        asking: false,
      });
      return;
    }
    const { pick, fetch } = opening.data;
    if (pick.source === 'saved') {
      setSuggestions({ heading: 'Alternatives', tools: pick.alternatives, note: SAVED, asking: false });
      return;
    }
    const local: Suggestions = {
      heading: similarHeading(pick.subcategory),
      tools: pick.alternatives,
      note: `Asking the directory for ${toolName}’s alternatives…`,
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
        note: 'The directory lists no alternatives; these are picked on this device.',
        asking: false,
      });
    } else {
      setSuggestions({
        heading: 'Alternatives',
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
