import { HomeTopContext, SidePanelContext } from '../shell/context';
import { PopupApp } from '../shell/PopupApp';
import { ActiveTabTool } from './ActiveTabTool';

/** Toolscout beside the page: the popup's screens, with the active tab's tool on top instead of "This site". */
export function SidePanelApp() {
  return (
    <SidePanelContext.Provider value={true}>
      <HomeTopContext.Provider value={ActiveTabTool}>
        <PopupApp />
      </HomeTopContext.Provider>
    </SidePanelContext.Provider>
  );
}
