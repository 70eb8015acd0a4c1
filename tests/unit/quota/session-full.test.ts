// @vitest-environment node
// storage.session full (issue 32): the request window, the tabs' state. The person's search is still
// answered, a tool's tab still gets its badge and card, the card's Dismiss still answers, and nothing
// rejects unhandled; what is stored elsewhere (settings, saved tools) is untouched.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { storage } from 'wxt/utils/storage';
import background from '../../../entrypoints/background';
import { installBackgroundFakes, POPUP_SENDER, sendToBackground } from '../../support/background-harness';
import { eventually } from '../../support/eventually';

vi.mock('../../../lib/connection/settings', async (importOriginal) =>
  (await import('../../support/token-store-mock')).withMemoryToken(await importOriginal()),
);

const TAB = 7;
const PAGE = 'https://www.jasper.example/pricing';
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeEach(async () => {
  unhandled.length = 0;
  process.on('unhandledRejection', onUnhandled);
  await installBackgroundFakes();
  background.main();
  await eventually(async () => {
    expect(await sendToBackground({ type: 'prefetch/status' }, POPUP_SENDER)).toMatchObject({
      data: { state: 'done' },
    });
  });
  // From here on storage.session takes nothing more.
  vi.spyOn(fakeBrowser.storage.session, 'set').mockRejectedValue(
    new Error('QuotaExceededError: storage.session quota exceeded'),
  );
});

afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
  storage.unwatch();
  vi.unstubAllGlobals();
});

describe('storage.session full', () => {
  it("the person's search is answered; a tool's tab gets its badge and card; Dismiss answers; nothing unhandled", async () => {
    const local = await fakeBrowser.storage.local.get(null);
    expect(await sendToBackground({ type: 'search', q: 'jasper' }, POPUP_SENDER)).toMatchObject({ ok: true });

    const tab = { index: 0, highlighted: false, active: true, pinned: false, incognito: false };
    const page = { ...tab, id: TAB, url: PAGE, status: 'complete' };
    await fakeBrowser.tabs.onUpdated.trigger(TAB, { status: 'complete' }, page);
    await eventually(async () => expect(await fakeBrowser.action.getBadgeText({ tabId: TAB })).toBe('4.5'));
    await eventually(() => expect(fakeBrowser.scripting.executeScript).toHaveBeenCalled());

    const card = { id: fakeBrowser.runtime.id, url: PAGE, frameId: 0, tab: { id: TAB, url: PAGE } };
    expect(await sendToBackground({ type: 'card/summary' }, card)).toMatchObject({ ok: true });
    expect(await sendToBackground({ type: 'card/dismiss' }, card)).toMatchObject({ ok: true });
    // Dismissed stays dismissed in this tab: its next page of the same tool gets no card.
    vi.mocked(fakeBrowser.scripting.executeScript).mockClear();
    const next = { ...page, url: 'https://www.jasper.example/features' };
    await fakeBrowser.tabs.onUpdated.trigger(TAB, { url: next.url, status: 'complete' }, next);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fakeBrowser.scripting.executeScript).not.toHaveBeenCalled();

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(unhandled).toEqual([]);
    // What lives elsewhere is as it was (the cache may have taken the search's answer).
    const after = await fakeBrowser.storage.local.get(null);
    expect(Object.keys(after).filter((key) => !key.startsWith('cache:'))).toEqual(
      Object.keys(local).filter((key) => !key.startsWith('cache:')),
    );
  });
});
