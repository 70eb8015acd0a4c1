// The background: the only context that holds the token and talks to the API. This file is its table
// of contents, browser event -> named function; the wiring and the behaviour live in lib/background/.
import { startBackground } from '../lib/background/main';
import { optionalApi } from '../lib/common/optional-api';
import { onConnectionChange } from '../lib/connection/settings-store';

export default defineBackground(() => {
  const background = startBackground(browser);

  browser.runtime.onMessage.addListener(background.onMessage);
  browser.runtime.onInstalled.addListener(background.onInstalled);
  browser.runtime.onStartup.addListener(background.onBrowserStartup);
  browser.tabs.onUpdated.addListener(background.onTabUpdated);
  browser.tabs.onActivated.addListener(background.onTabActivated);
  browser.tabs.onRemoved.addListener(background.onTabRemoved);
  browser.alarms.onAlarm.addListener(background.onAlarm);
  browser.permissions.onAdded.addListener(background.onPermissionsAdded);
  // reach: the `ts` keyword, the right-click menu, the keyboard shortcut. Firefox for Android has none of
  // them (lib/common/optional-api.ts): the rest of the background runs the same without.
  const omnibox = optionalApi(browser, 'omnibox');
  omnibox?.onInputChanged.addListener(background.onOmniboxInput);
  omnibox?.onInputEntered.addListener(background.onOmniboxEnter);
  optionalApi(browser, 'contextMenus')?.onClicked.addListener(background.onMenuClicked);
  optionalApi(browser, 'commands')?.onCommand.addListener(background.onCommand);
  onConnectionChange(background.onConnectionChange);

  background.onStart();
});
