// Search engines' results pages, the public face: a result's chip and the options' switches. Types only
// (no zod, no browser API).
import type { CardSummary } from '../../card/public';
import type { EngineId } from './engines';

/** A result on a search engine's results page that is a tool of the local directory: its chip. */
export interface SerpMatch {
  /** The result's destination, as the results-page script sent it. */
  url: string;
  summary: CardSummary;
  /** How many alternatives the card would list, when they are prefetched to this device; null when unknown. */
  alternatives: number | null;
}

/** One search engine's switch in the options page. */
export interface SerpEngineView {
  id: EngineId;
  name: string;
  /** What the switch asks the browser for. */
  origins: string[];
  enabled: boolean;
  granted: boolean;
  /** Google only: the address the person searches at, which is what its switch asks for. */
  googleHost?: string;
}
