// What fakeBrowser leaves unimplemented and the background's reach wiring uses: the omnibox, the
// context menu and the commands, each event keeping its listeners so a test can fire them.
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { unimplementedApis } from './compat-browser';

export function installReachFakes() {
  const { menus, omnibox, contextMenus, commands } = unimplementedApis();
  Object.assign(fakeBrowser, { omnibox, contextMenus, commands });
  return { menus, omnibox, contextMenus, commands };
}
