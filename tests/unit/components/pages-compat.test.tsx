// The pages on each target's extension APIs (tests/support/compat-browser.ts, from
// @mdn/browser-compat-data): the welcome page offers the `ts` keyword, the right-click menu, the shortcut
// and the panel beside the page only where the browser has them, and a phone no toolbar; the options page
// and the side panel render without reading an API the target lacks.
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { OptionsApp } from '../../../components/options/OptionsApp';
import { SidePanelApp } from '../../../components/popup/panel/SidePanelApp';
import { WelcomeApp } from '../../../components/welcome/WelcomeApp';
import * as welcomeCopy from '../../../lib/copy/welcome';
import {
  COMPAT_TARGETS,
  type CompatBrowser,
  compatBrowser,
  stubCompatGlobals,
} from '../../support/compat-browser';
import { eventually } from '../../support/eventually';
import { background, settingsView } from '../../support/popup-harness';

const current = vi.hoisted(() => ({ browser: undefined as unknown }));
vi.mock('wxt/browser', () => ({
  get browser() {
    return current.browser;
  },
}));

const SHORTCUT = 'Alt+Shift+S';
let compat: CompatBrowser;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe.each(COMPAT_TARGETS)('the pages on $name $version', (target) => {
  beforeEach(() => {
    compat = compatBrowser(target);
    current.browser = compat.browser;
    stubCompatGlobals(compat);
    compat.fakes.commands.getAll.mockResolvedValue([
      { name: '_execute_action', shortcut: SHORTCUT, description: 'Open Toolscout' },
    ] as never);
    // fakeBrowser answers undefined, where a browser answers a promise (of no tab, in a real panel).
    vi.spyOn(fakeBrowser.tabs, 'getCurrent').mockResolvedValue(undefined as never);
    vi.spyOn(fakeBrowser.windows, 'getCurrent').mockResolvedValue({ id: 1 } as never);
    Object.assign(fakeBrowser.runtime, {
      getPlatformInfo: async () => ({
        os: target.bcd === 'firefox_android' ? 'android' : 'linux',
        arch: 'x86-64',
      }),
      getManifest: () => ({ manifest_version: 3, name: 'Toolscout', version: '9.9.9' }),
    });
    background({
      'settings/get': () => ({ ok: true, data: settingsView() }),
      'sync/status': () => ({
        ok: true,
        data: {
          state: 'idle',
          page: 0,
          totalPages: null,
          toolsSynced: 0,
          toolsExpected: null,
          toolsStored: 1,
          lastSuccessAt: 1,
          lastError: null,
          ready: true,
        },
      }),
    });
  });

  it('the welcome page offers only what the browser has', async () => {
    render(<WelcomeApp />);
    const phone = target.bcd === 'firefox_android';
    // The last tip comes once the browser has said what it has.
    await screen.findByText(phone ? welcomeCopy.tryPhoneMenu : welcomeCopy.tryPin);
    const offered = (text: string) => screen.queryByText(text) !== null;
    expect({
      keyword: offered(welcomeCopy.tryKeyword),
      menus: offered(welcomeCopy.tryMenu),
      shortcut: offered(welcomeCopy.tryShortcut(SHORTCUT)),
      beside: offered(welcomeCopy.tryBeside),
      toolbar: offered(welcomeCopy.tryPin) || offered(welcomeCopy.trySearch(welcomeCopy.trySearchQuery)),
    }).toEqual({
      keyword: compat.has('omnibox'),
      menus: compat.has('contextMenus'),
      shortcut: compat.has('commands'),
      beside: compat.has('contextMenus') && (compat.has('sidePanel') || compat.has('sidebarAction')),
      toolbar: !phone,
    });
    expect(compat.reached).toEqual([]);
  });

  it('the options page and the side panel read no API the browser lacks', async () => {
    render(<OptionsApp />);
    await screen.findByRole('heading', { name: 'About Toolscout' });
    cleanup();
    render(<SidePanelApp />);
    await eventually(() => expect(document.body.textContent).not.toBe(''));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(compat.reached).toEqual([]);
  });
});
