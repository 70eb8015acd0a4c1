// The session's filters (set in an earlier popup, kept by the background) apply to the first results of
// a popup just opened: no row they hide is drawn, even for a moment, and the early search is still used.
// Runs isolated: each test is a page just opened, which has not read the filters yet (vi.resetModules).
import { render } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import type { FindFilters } from '../../../../../lib/directory/public/filters';
import type { RequestOf } from '../../../../../lib/messaging/client';
import { background, drawn, resultNames, setUpPopupTests, tool } from '../../../../support/popup-harness';
import { localPage } from '../../../../support/popup-state';

setUpPopupTests();

const VERIFIED_ONLY: FindFilters = { price: 'any', minRating: 0, verifiedOnly: true, sort: 'relevance' };

/** The background: the session's filters are Verified only, and the device answers under what it is asked. */
function sessionWithVerifiedOnly() {
  const tools = [tool('jasper'), tool('jasmine', { verified: true })];
  return background({
    'find/filters': () => ({ ok: true, data: VERIFIED_ONLY }),
    'search/local': ({ filters }: RequestOf<'search/local'>) =>
      localPage(tools.filter((found) => !filters?.verifiedOnly || found.verified)),
  });
}

/** Every result name drawn while the page lives, however briefly. */
function namesEverShown(): Set<string | null | undefined> {
  const shown = new Set<string | null | undefined>();
  const observer = new MutationObserver(() => {
    for (const name of resultNames()) shown.add(name);
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return shown;
}

async function freshPopup() {
  vi.resetModules();
  const { PopupApp } = await import('../../../../../components/popup/shell/PopupApp');
  const { InitialQueryContext } = await import('../../../../../components/popup/shell/context');
  const { askEarly } = await import('../../../../../components/popup/search/ask-local');
  const { earlySessionFilters } = await import('../../../../../components/popup/find/session-filters');
  /** Renders the app with `typed` in its box (as main.tsx does); every name shown until Jasmine is. */
  async function openTyped(typed: string): Promise<unknown[]> {
    const shown = namesEverShown();
    render(
      <InitialQueryContext.Provider value={typed}>
        <PopupApp />
      </InitialQueryContext.Provider>,
    );
    await drawn(() => expect(resultNames()).toEqual(['Jasmine']));
    return [...shown];
  }
  return { openTyped, askEarly, earlySessionFilters };
}

describe("a popup opened with the session's filters set", () => {
  it('typed before the app loaded: the early search is asked under them, once, and only their rows are drawn', async () => {
    const bg = sessionWithVerifiedOnly();
    const { openTyped, askEarly, earlySessionFilters } = await freshPopup();
    // As the page's first script does (entrypoints/popup-wake.ts), then main.tsx with what the box held.
    void earlySessionFilters();
    askEarly('ja');
    expect(await openTyped('ja')).toEqual(['Jasmine']);
    // One question: the background reads the filters itself (the fake one as lib/find/handlers.ts does).
    expect(bg.of('find/search-local').map((asked) => asked.q)).toEqual(['ja']);
    expect(bg.of('search/local')).toEqual([]);
    expect(bg.of('find/filters')).toHaveLength(1);
  });

  it('a page without the early script (the side panel, the search page): the search waits for them', async () => {
    const bg = sessionWithVerifiedOnly();
    const { openTyped } = await freshPopup();
    expect(await openTyped('ja')).toEqual(['Jasmine']);
    expect(bg.of('search/local').map((asked) => asked.filters)).toEqual([VERIFIED_ONLY]);
  });
});
