// Reacting to the tabs a person visits: match the URL locally, mark the toolbar button, and inject the
// on-page card only where it belongs. No URL or host ever leaves this module.

import { shortRating } from '../common/format';
import { type OneAtATime, oneAtATime } from '../common/one-at-a-time';
import { httpHostOf } from '../common/url';
import { isHostMuted, type Preferences } from '../connection/settings';
import { badgeTitle } from '../copy/shared';
import type { SiteTool } from '../directory/service';
import type { HideUntilChange } from '../hide-until-change/service';
import type { ToolChanges } from '../hide-until-change/tool-changes';
import type { TabStates } from './tab-state';

export interface SiteMatcherLike {
  match(url: string): string | null;
}

export interface Badge {
  text: string;
  title: string;
}

export interface SitePresenceDeps {
  /** The matcher over the local directory; null while the directory is empty. */
  matcher(): Promise<SiteMatcherLike | null>;
  /** The slug of the tool a page is, without building the matcher over every tool when it can; else `matcher` is used. */
  matchUrl?(url: string): Promise<string | null>;
  tool(slug: string): Promise<SiteTool | undefined>;
  preferences(): Promise<Preferences>;
  /** Whether the browser lets the extension run a script on this page. */
  canInject(url: string): Promise<boolean>;
  setBadge(tabId: number, badge: Badge | null): Promise<void>;
  inject(tabId: number): Promise<void>;
  tabs: TabStates;
  /** "Hide until something changes": absent, no tool is ever hidden that way. */
  hideUntilChange?: Pick<HideUntilChange, 'verdict' | 'lift'>;
}

export function badgeFor(tool: SiteTool): Badge {
  const rating = shortRating(tool.rating);
  return { text: rating ?? '✓', title: badgeTitle(tool.name, rating, tool.rating.count) };
}

export function createSitePresence(deps: SitePresenceDeps) {
  async function toolNamed(slug: string | null): Promise<SiteTool | null> {
    return slug === null ? null : ((await deps.tool(slug)) ?? null);
  }

  /** Which tool, if any, a page URL is. */
  async function toolAt(url: string): Promise<SiteTool | null> {
    return toolNamed(deps.matchUrl ? await deps.matchUrl(url) : ((await deps.matcher())?.match(url) ?? null));
  }

  /**
   * Per tab, the URL whose badge this worker set last and the tool it found there: the "complete"
   * event that follows "loading" for the same URL then matches and badges nothing again. Memory only.
   */
  const badged = new Map<number, { url: string; slug: string | null }>();

  /**
   * One tab's events handled one after the other: a fast page's "loading" and "complete" arrive together,
   * and the second must see what the first wrote (the new document has no card yet), or a page of the
   * same tool is left without its pill. Memory only; forgotten when the tab closes.
   */
  const turns = new Map<number, OneAtATime>();
  function inTurn(tabId: number, task: () => Promise<void>): Promise<void> {
    let turn = turns.get(tabId);
    if (!turn) {
      turn = oneAtATime();
      turns.set(tabId, turn);
    }
    return turn(task);
  }

  /** The tab's badge and state for the tool its page matches now, without putting a card on the page. */
  async function rebadge(tabId: number, url: string, tool: SiteTool | null): Promise<void> {
    badged.set(tabId, { url, slug: tool?.slug ?? null });
    await deps.setBadge(tabId, tool ? badgeFor(tool) : null);
    await deps.tabs.update(tabId, (current) => ({
      ...current,
      slug: tool?.slug ?? null,
      // Counted as shown in this document, so a tool taking over waits for the next page.
      injectedSlug: tool?.slug ?? current.injectedSlug,
    }));
  }

  /** onTabUrl's work, in its tab's turn. */
  async function onTabUrlInTurn(
    tabId: number,
    url: string,
    newDocument: boolean,
    loaded: boolean,
  ): Promise<void> {
    const seen = badged.get(tabId);
    const again = seen?.url === url && !newDocument;
    const tool = again ? await toolNamed(seen.slug) : await toolAt(url);
    badged.set(tabId, { url, slug: tool?.slug ?? null });
    // The badge first: it is what a person sees, and after a worker restart every millisecond shows.
    const badge = again ? undefined : deps.setBadge(tabId, tool ? badgeFor(tool) : null);
    const state = await deps.tabs.update(tabId, (current) => ({
      ...current,
      slug: tool?.slug ?? null,
      injectedSlug: newDocument ? null : current.injectedSlug,
      changeNote: newDocument ? null : current.changeNote,
    }));
    await badge;
    if (!tool || !loaded || state.dismissed || state.injectedSlug === tool.slug) return;

    const preferences = await deps.preferences();
    const host = httpHostOf(url);
    if (!preferences.suggestionsEnabled || host === null || isHostMuted(preferences, host)) return;
    // Hidden until something changes: the pill stays away while nothing has; the badge stays, as the
    // toolbar button is the person's to look at, not something put on the page.
    const hiding = deps.hideUntilChange ? await deps.hideUntilChange.verdict(tool.slug) : null;
    if (hiding?.kind === 'hidden') return;
    if (!(await deps.canInject(url))) return;
    const changeNote = hiding?.kind === 'changed' ? { slug: tool.slug, changes: hiding.changes } : null;
    // Written before the card is injected: its first message asks for the note.
    if (changeNote) await deps.tabs.update(tabId, (current) => ({ ...current, changeNote }));
    await deps.inject(tabId);
    await deps.tabs.update(tabId, (current) => ({ ...current, injectedSlug: tool.slug }));
    // Back once: the next visit shows the plain pill.
    if (changeNote) await deps.hideUntilChange?.lift(tool.slug);
  }

  return {
    toolAt,

    /**
     * A tab shows a URL: after a navigation, an in-page URL change, or on being activated.
     * `newDocument` is true when the page (and so any injected card) was replaced; `loaded` when the
     * document is complete, the only time a script can be injected into it.
     */
    onTabUrl(tabId: number, url: string, newDocument: boolean, loaded = true): Promise<void> {
      return inTurn(tabId, () => onTabUrlInTurn(tabId, url, newDocument, loaded));
    },

    /** What changed for the tool whose hiding this tab's document lifted; null for a plain pill. */
    async changeNote(tabId: number, slug: string): Promise<ToolChanges | null> {
      const { changeNote } = await deps.tabs.get(tabId);
      return changeNote?.slug === slug ? changeNote.changes : null;
    },

    async onTabClosed(tabId: number): Promise<void> {
      badged.delete(tabId);
      turns.delete(tabId);
      await deps.tabs.forget(tabId);
    },

    /**
     * The tab's tool was excluded ("Not this tool"): its badge says what matches now, if anything. No card
     * is injected: the person just sent one away.
     */
    rematch(tabId: number, url: string): Promise<void> {
      // In the tab's turn, as the URL events are.
      return inTurn(tabId, async () => rebadge(tabId, url, await toolAt(url)));
    },

    /**
     * "Not this tool" was undone in the options: each open tab this worker badged whose match that changes
     * shows it on its badge at once; its card, as after `rematch`, waits for the tab's next page.
     */
    rematchOpenTabs(): Promise<void> {
      return Promise.all(
        [...badged.keys()].map((tabId) =>
          inTurn(tabId, async () => {
            const seen = badged.get(tabId);
            if (!seen) return;
            const tool = await toolAt(seen.url);
            if ((tool?.slug ?? null) !== seen.slug) await rebadge(tabId, seen.url, tool);
          }),
        ),
      ).then(() => undefined);
    },

    /** In the tab's turn too, so a URL event being handled cannot write over it. */
    dismiss(tabId: number): Promise<void> {
      return inTurn(tabId, async () => {
        await deps.tabs.update(tabId, (current) => ({ ...current, dismissed: true }));
      });
    },
  };
}
export type SitePresence = ReturnType<typeof createSitePresence>;
