// What the on-page card (and the results-page chip) says. All user-facing text lives in
// lib/copy/, named by what it is for (text with values in it is a function), one file per
// context; the words themselves are in locales/<language>.yml under `card.` (CONTRIBUTING.md, "Adding or
// changing text"). Components import a file as a namespace (`import * as cardCopy`). No zod: the card
// script carries this file, and messages cost it only their keys. `@__PURE__` lets a bundle drop the
// messages it does not use (the results-page script uses the chip's).
import type { ApiError } from '../api/model';
import { formatCount, shortRating } from '../common/format';
import type { MatchReason } from '../directory/site-match/explain';
import type { ToolChanges } from '../hide-until-change/tool-changes';
import type { UndoStep } from '../messaging/views';
import { i18n } from './i18n';
import { priceLabel } from './shared';

/** After "Local suggestions — " or "Saved suggestions — ": why the directory did not answer. */
export function errorReason(error: ApiError): string {
  switch (error.kind) {
    case 'rate-limited':
      return i18n.t('card.reason.limit');
    case 'busy':
      return i18n.t('card.reason.busy');
    case 'no-token':
    case 'unauthorized':
      return i18n.t('card.reason.token');
    default:
      return i18n.t('card.reason.offline');
  }
}

export const savedNote = /* @__PURE__ */ i18n.t('card.savedNote');
export const fromDirectoryNote = /* @__PURE__ */ i18n.t('card.fromDirectory');
export const hintOpensWithRequest = /* @__PURE__ */ i18n.t('card.hintAsks');
export const hintOpensLocally = /* @__PURE__ */ i18n.t('card.hintLocal');
export const hintDeviceOnly = /* @__PURE__ */ i18n.t('card.hintDeviceOnly');
export const deviceOnlyNote = /* @__PURE__ */ i18n.t('card.deviceOnlyNote');
export const localPickNote = (error: ApiError) => i18n.t('card.localPickNote', [errorReason(error)]);
export const savedCopyNote = (error: ApiError) => i18n.t('card.savedCopyNote', [errorReason(error)]);
export const similarIn = (name: string) => i18n.t('card.similarIn', [name]);
export const similarTools = /* @__PURE__ */ i18n.t('card.similarTools');
export const alternatives = /* @__PURE__ */ i18n.t('card.alternatives');
export const asking = (toolName: string) => i18n.t('card.asking', [toolName]);
export const noDirectoryAlternatives = /* @__PURE__ */ i18n.t('card.noDirAlternatives');
export const extensionGone = /* @__PURE__ */ i18n.t('card.extensionGone');
export const collapse = /* @__PURE__ */ i18n.t('card.collapse');
export const appName = /* @__PURE__ */ i18n.t('appName');
/** The pill's accessible name: "Toolscout: Name, rated 4.6 out of 5". */
export const pillName = (toolName: string, rating: string) => i18n.t('card.pillName', [toolName, rating]);
export const pillRated = (average: string) => i18n.t('card.pillRated', [average]);
export const pillNoRatings = /* @__PURE__ */ i18n.t('card.pillNoRatings');
export const cardName = (toolName: string) => i18n.t('card.cardName', [toolName]);
export const openInDirectory = /* @__PURE__ */ i18n.t('card.openDirectory');
export const reportWrongSite = /* @__PURE__ */ i18n.t('card.reportWrongSite');
export const dismiss = /* @__PURE__ */ i18n.t('card.dismiss');
export const notThisTool = /* @__PURE__ */ i18n.t('card.notThisTool');

/** Where a rule applies, as a person would type it: the host, and the path for a path website. */
export function matchPlace(reason: MatchReason): string {
  return reason.rule === 'path' ? `${reason.host}${reason.path}` : reason.host;
}

/** Stands for the tool's name while the sentence is worded, so the name can be set apart in the markup. */
const NAME_SLOT = '\uE000';

/** A sentence with the tool's name in it, split around the name (isolated by CSS, never by bidi controls). */
export interface NamedSentence {
  before: string;
  name: string;
  after: string;
}

/** A sentence worded with NAME_SLOT for the name, split around it. */
function withName(text: string, toolName: string): NamedSentence {
  const at = text.indexOf(NAME_SLOT);
  // A translation that left the name out is shown as it is.
  if (at === -1) return { before: text, name: '', after: '' };
  return { before: text.slice(0, at), name: toolName, after: text.slice(at + NAME_SLOT.length) };
}

/** "You are on chatgpt.com, ChatGPT’s website.": why the card appeared, from the rule that matched. */
export function whyMatched(reason: MatchReason, toolName: string): NamedSentence {
  return withName(wordWhy(reason), toolName);
}

/** "Jasper is hidden until something changes.": what the Undo beside it would take back. */
export function undoMessage(step: UndoStep, toolName: string): NamedSentence {
  const text =
    step === 'hide-until-change'
      ? i18n.t('card.undoHidden', [NAME_SLOT])
      : i18n.t('card.undoNotTool', [NAME_SLOT]);
  return withName(text, toolName);
}
export const undo = /* @__PURE__ */ i18n.t('card.undo');
export const undoFailed = /* @__PURE__ */ i18n.t('card.undoFailed');

function wordWhy(reason: MatchReason): string {
  if (reason.query.length > 0) {
    const query = reason.query.map(([key, value]) => `${key}=${value}`).join(', ');
    return i18n.t('card.whyQuery', [matchPlace(reason), query, NAME_SLOT]);
  }
  switch (reason.rule) {
    case 'host':
      return i18n.t('card.whyHost', [reason.host, NAME_SLOT]);
    case 'subdomain':
      return i18n.t('card.whySubdomain', [reason.host, reason.website, NAME_SLOT]);
    case 'path':
      return i18n.t('card.whyPath', [matchPlace(reason), NAME_SLOT]);
  }
}

export const dismissHint = /* @__PURE__ */ i18n.t('card.dismissHint');
export const hideUntilChange = /* @__PURE__ */ i18n.t('card.hideUntilChange');
export const hideUntilChangeHint = /* @__PURE__ */ i18n.t('card.hideUntilChangeHint');
export const mute = /* @__PURE__ */ i18n.t('card.mute');
export const muteHint = /* @__PURE__ */ i18n.t('card.muteHint');
export const changedHeading = /* @__PURE__ */ i18n.t('card.changedHeading');

/** What changed since the tool was hidden: "Rating 4.2 → 4.4", "Price: Free → Paid · from $10", … */
export function changeLines({ rating, price, alternatives }: ToolChanges): string[] {
  const lines: string[] = [];
  if (rating) {
    const [from, to] = [shortRating(rating.from), shortRating(rating.to)];
    // The same shown average: it moved by the number of people who rated it.
    lines.push(
      from === to
        ? i18n.t('card.changedRatingCount', [formatCount(rating.from.count), formatCount(rating.to.count)])
        : i18n.t('card.changedRating', [
            from ?? i18n.t('card.changedNoRating'),
            to ?? i18n.t('card.changedNoRating'),
          ]),
    );
  }
  if (price) lines.push(i18n.t('card.changedPrice', [priceLabel(price.from), priceLabel(price.to)]));
  if (alternatives) lines.push(i18n.t('card.changedAlternatives'));
  return lines;
}

// The chip beside a search result that is a tool of the directory.
export const chipAlternatives = (count: number | null) =>
  count === null
    ? i18n.t('card.chipAlternativesAny')
    : i18n.t('card.chipAlternatives', count, [formatCount(count)]);
export const chipNoRatings = /* @__PURE__ */ i18n.t('card.chipNoRatings');
export const chipName = (toolName: string, rating: string, alternatives: string) =>
  i18n.t('card.chipName', [toolName, rating, alternatives]);
