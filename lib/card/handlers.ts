// The on-page card's messages. Its trust rules: the tool is matched again from the URL the browser
// reports for the sender's tab (nothing the page says counts), and the only request a card causes is
// `card/alternatives`, about its own tool, after a person opened it.
import type { Result } from '../api/model';
import { type HandlersOf, ok, refused } from '../common/message';
import type { SenderKind } from '../common/sender';
import { httpHostOf } from '../common/url';
import { askUnlessDeviceOnly, openingReach } from '../connection/device-only';
import type { SettingsStore } from '../connection/settings-store';
import type { OpeningDeps } from '../directory/alternatives/service';
import {
  alternativesOnDevice,
  directoryAlternatives,
  listedOnDevice,
  openingAlternatives,
} from '../directory/alternatives/service';
import type { DirectoryTool } from '../directory/record';
import { explainMatch } from '../directory/site-match/explain';
import type { ToolAt } from '../directory/site-match/handlers';
import { readPage } from '../directory/site-match/page-url';
import type { ToolChanges } from '../hide-until-change/public';
import type { HideUntilChange } from '../hide-until-change/service';
import { NEWER_LIST } from '../not-this-tool/handlers';
import type { NotThisToolStore } from '../not-this-tool/store';
import { notThisToolEntry, sameNotThisTool } from '../not-this-tool/store';
import type { CARD_MESSAGES } from './messages';

/** The background's site presence, as the card uses it (lib/background/site-presence.ts). */
export interface CardPresence extends ToolAt {
  /** What changed for the tool whose hiding this tab's document lifted; null for a plain pill. */
  changeNote(tabId: number, slug: string): Promise<ToolChanges | null>;
  dismiss(tabId: number): Promise<void>;
  /** The tab's tool was excluded (or "Not this tool" undone): its badge says what matches now. */
  rematch(tabId: number, url: string): Promise<void>;
}

export type CardDeps = OpeningDeps & {
  settings: Pick<SettingsStore, 'deviceOnly' | 'mute'>;
  presence: CardPresence;
  /** Whether a URL is a results page of an engine the person allowed (lib/serp/policy.ts); null if not. */
  serp: { allowedEngine(url: string): Promise<object | null> };
  /** "Not this tool": the tools the person said a site is not (storage.local, never sent). */
  notThisTool: Pick<NotThisToolStore, 'list' | 'add' | 'remove'>;
  /** "Hide until something changes": the card's step (storage.local). */
  hideUntilChange: Pick<HideUntilChange, 'hide' | 'lift'>;
  yours: { now(): number };
};
const NOTHING_TO_UNDO = 'Nothing here to undo.';

const notATool: Result<never> = {
  ok: false,
  error: { kind: 'not-found', message: 'This page is not a tool.' },
};

export function cardHandlers(deps: CardDeps): HandlersOf<typeof CARD_MESSAGES> {
  /**
   * The tool of the card's tab, matched again from the URL the browser reports: nothing the page says
   * counts. On a results page the person allowed (checked from that URL too), the card is about the
   * tool whose chip they clicked, any tool of the local directory.
   */
  async function cardTool(sender: SenderKind, chosen?: string): Promise<DirectoryTool | undefined> {
    if (sender.kind !== 'content-script') return undefined;
    if (chosen !== undefined) {
      return (await deps.serp.allowedEngine(sender.pageUrl)) ? deps.directory.tool(chosen) : undefined;
    }
    const match = await deps.presence.toolAt(sender.pageUrl);
    return match ? deps.directory.tool(match.slug) : undefined;
  }

  return {
    'card/summary': async (_request, sender) => {
      const tool = await cardTool(sender);
      if (!tool || sender.kind !== 'content-script') return notATool;
      const [onDevice, deviceOnly, changes] = await Promise.all([
        alternativesOnDevice(deps, tool.slug),
        deps.settings.deviceOnly(),
        deps.presence.changeNote(sender.tabId, tool.slug),
      ]);
      return ok({
        tool,
        ...openingReach(onDevice !== undefined, deviceOnly),
        why: explainMatch(tool.website, sender.pageUrl),
        changes,
      });
    },

    'card/open': async (request, sender) => {
      const tool = await cardTool(sender, request.slug);
      if (!tool) return notATool;
      return ok(await openingAlternatives(deps, tool.slug));
    },

    'card/alternatives': async (request, sender) => {
      const tool = await cardTool(sender, request.slug);
      if (!tool) return notATool;
      const onDevice = await listedOnDevice(deps, tool.slug);
      if (onDevice) return ok({ alternatives: onDevice, notice: null });
      // The one request a card makes, and only about its own tool.
      const result = await askUnlessDeviceOnly(deps.settings, () =>
        directoryAlternatives(deps, tool.slug, 'card'),
      );
      if (!result.ok) return result;
      // A copy being refreshed in the background is news enough; one standing in for a failure is noted.
      return ok({ alternatives: result.data, notice: result.staleBecause ?? null });
    },

    'card/dismiss': async (_request, sender) => {
      if (sender.kind === 'content-script') await deps.presence.dismiss(sender.tabId);
      return ok(null);
    },

    'card/hide-until-change': async (_request, sender) => {
      if (sender.kind !== 'content-script') return ok(null);
      const host = httpHostOf(sender.pageUrl);
      const match = await deps.presence.toolAt(sender.pageUrl);
      if (host && match) await deps.hideUntilChange.hide(match.slug, host);
      return ok(null);
    },

    'card/mute-site': async (_request, sender) => {
      const host = sender.kind === 'content-script' ? httpHostOf(sender.pageUrl) : null;
      if (host) await deps.settings.mute(host);
      return ok(null);
    },

    // The tab's tool and the rule that matched are worked out again here, from the tab's URL.
    'card/not-this-tool': async (_request, sender) => {
      const tool = await cardTool(sender);
      if (!tool || sender.kind !== 'content-script') return notATool;
      const why = explainMatch(tool.website, sender.pageUrl);
      if (!why) return notATool;
      // A list a newer version wrote is left as it is: the card is gone for this page all the same.
      const outcome = await deps.notThisTool.add(notThisToolEntry(tool, why, deps.yours.now()));
      if (!outcome.ok) return refused(NEWER_LIST);
      // The badge follows at once (another tool may now match here); no card is put back in this tab.
      await deps.presence.rematch(sender.tabId, sender.pageUrl);
      return ok(null);
    },

    // The card's Undo, right after either step: worked out again from the sender tab's URL, like the step.
    'card/undo': async ({ step }, sender) => {
      if (sender.kind !== 'content-script') return notATool;
      const { tabId, pageUrl } = sender;
      if (step === 'hide-until-change') {
        const match = await deps.presence.toolAt(pageUrl);
        return match && (await deps.hideUntilChange.lift(match.slug)) ? ok(null) : refused(NOTHING_TO_UNDO);
      }
      // The newest entry this page's "Not this tool" would have made: its host is the page's.
      const host = readPage(pageUrl)?.host;
      for (const entry of await deps.notThisTool.list()) {
        if (entry.host !== host) continue;
        const tool = await deps.directory.tool(entry.slug);
        const why = tool && explainMatch(tool.website, pageUrl);
        if (!tool || !why || !sameNotThisTool(notThisToolEntry(tool, why, 0), entry)) continue;
        const outcome = await deps.notThisTool.remove(entry);
        if (!outcome.ok) return refused(NEWER_LIST);
        // Its badge is back at once; the card, still on the page, shows its pill again itself.
        await deps.presence.rematch(tabId, pageUrl);
        return ok(null);
      }
      return refused(NOTHING_TO_UNDO);
    },
  };
}
