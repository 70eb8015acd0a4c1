import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { mountCard } from '../../../components/card/mount';
import { COMMAND_FOCUS_CARD, createCommands, focusToolscoutCard } from '../../../lib/background/commands';
import { createTabStates } from '../../../lib/background/tab-state';

function setup(activeTab: number | undefined = 3) {
  const tabs = createTabStates(fakeBrowser.storage.session);
  const focusCard = vi.fn(async (_tabId: number) => undefined);
  const commands = createCommands({ activeTabId: async () => activeTab, tabState: tabs.get, focusCard });
  return { tabs, focusCard, commands };
}

afterEach(() => {
  for (const host of document.querySelectorAll('toolscout-overlay')) host.remove();
  delete (window as unknown as Record<symbol, unknown>)[Symbol.for('toolscout.overlay')];
});

describe('the "go to the card" shortcut', () => {
  it('focuses the card in a tab it was injected into', async () => {
    const { tabs, focusCard, commands } = setup();
    await tabs.update(3, (state) => ({ ...state, slug: 'jasper', injectedSlug: 'jasper' }));
    await commands.onCommand(COMMAND_FOCUS_CARD, { id: 3 });
    expect(focusCard).toHaveBeenCalledWith(3);
  });

  it('uses the active tab when the browser names none', async () => {
    const { tabs, focusCard, commands } = setup(3);
    await tabs.update(3, (state) => ({ ...state, slug: 'jasper', injectedSlug: 'jasper' }));
    await commands.onCommand(COMMAND_FOCUS_CARD);
    expect(focusCard).toHaveBeenCalledWith(3);
  });

  it('does nothing in a tab without a card, with a dismissed card, or for another command', async () => {
    const { tabs, focusCard, commands } = setup();
    await commands.onCommand(COMMAND_FOCUS_CARD, { id: 5 });
    await tabs.update(6, (state) => ({ ...state, slug: 'jasper', injectedSlug: 'jasper', dismissed: true }));
    await commands.onCommand(COMMAND_FOCUS_CARD, { id: 6 });
    await tabs.update(7, (state) => ({ ...state, slug: 'jasper', injectedSlug: 'jasper' }));
    await commands.onCommand('_execute_action', { id: 7 });
    await commands.onCommand(COMMAND_FOCUS_CARD, { id: -1 });
    expect(focusCard).not.toHaveBeenCalled();
  });

  it('swallows a page that no longer takes the script', async () => {
    const { tabs, focusCard, commands } = setup();
    focusCard.mockRejectedValueOnce(new Error('No tab with id: 3'));
    await tabs.update(3, (state) => ({ ...state, injectedSlug: 'jasper' }));
    await expect(commands.onCommand(COMMAND_FOCUS_CARD, { id: 3 })).resolves.toBeUndefined();
  });
});

describe('focusToolscoutCard (run in the page)', () => {
  it("puts focus on the card's pill", () => {
    const handle = mountCard(
      {
        tool: { slug: 'jasper', name: 'Jasper', rating: { average: 4.6, count: 12 } },
        opensWithRequest: false,
      } as Parameters<typeof mountCard>[0],
      { mode: 'open', extensionAlive: () => true },
    );
    expect(focusToolscoutCard()).toBe(true);
    expect(document.activeElement).toBe(handle.host);
    expect(handle.shadow.activeElement?.classList.contains('ts-pill')).toBe(true);
  });

  it('does nothing on a page without a card', () => {
    expect(focusToolscoutCard()).toBe(false);
  });
});
