// The on-page card's messages: all about its own tab, whose URL the background reads from the browser.
import * as z from 'zod/mini';
import { answers, message, slug } from '../common/message';
import type { CardAlternatives, CardOpening } from '../directory/public/index';
import type { CardSummary, UndoStep } from './public';

const UNDO_STEPS = ['hide-until-change', 'not-this-tool'] as const satisfies readonly UndoStep[];

export const CARD_MESSAGES = {
  // The pill, from the local directory only: a visit asks the API nothing.
  'card/summary': message('content-script', {}, answers<CardSummary>()),
  // The person opened the card: saved or locally picked alternatives, still no request. `slug` only from
  // a results page (the tool whose chip was clicked); on a tool's own site the tab's URL says which tool.
  'card/open': message('content-script', { slug: z.optional(slug) }, answers<CardOpening>()),
  // Then, only for a tool without prefetched alternatives, the directory's own: a request about that tool.
  'card/alternatives': message('content-script', { slug: z.optional(slug) }, answers<CardAlternatives>()),
  'card/dismiss': message('content-script', {}, answers<null>()),
  'card/mute-site': message('content-script', {}, answers<null>()),
  // "Not this tool": the tab's tool stops matching the tab's host (or its website's path) on this device.
  'card/not-this-tool': message('content-script', {}, answers<null>()),
  // "Hide until something changes": the tool is the one the sender's tab URL matches, never one named.
  'card/hide-until-change': message('content-script', {}, answers<null>()),
  // The card's short-lived Undo of either step, about the tool and host of the sender's tab URL only.
  'card/undo': message('content-script', { step: z.enum(UNDO_STEPS) }, answers<null>()),
};
