// What fakeBrowser leaves unimplemented and the background's reach wiring uses: the omnibox, the
// context menu and the commands, each event keeping its listeners so a test can fire them.
import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

type Listener = (...args: never[]) => unknown;

function fakeEvent() {
  const listeners: Listener[] = [];
  return {
    listeners,
    addListener: (listener: Listener) => listeners.push(listener),
    fire: (...args: unknown[]) => {
      for (const listener of listeners) (listener as (...values: unknown[]) => unknown)(...args);
    },
  };
}

export function installReachFakes() {
  const menus = new Map<string, unknown>();
  const omnibox = {
    onInputChanged: fakeEvent(),
    onInputEntered: fakeEvent(),
    setDefaultSuggestion: vi.fn(async () => undefined),
  };
  const contextMenus = {
    onClicked: fakeEvent(),
    removeAll: vi.fn(async () => {
      menus.clear();
    }),
    create: vi.fn((item: { id: string }, done?: () => void) => {
      menus.set(item.id, item);
      done?.();
      return item.id;
    }),
  };
  const commands = { onCommand: fakeEvent() };
  Object.assign(fakeBrowser, { omnibox, contextMenus, commands });
  return { menus, omnibox, contextMenus, commands };
}
