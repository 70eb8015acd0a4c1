import { render } from 'preact';
import { SidePanelContext } from '../../components/popup/shell/context';
import { PopupApp } from '../../components/popup/shell/PopupApp';
import { uiLanguage } from '../../lib/format';
// The popup's own screens and CSS, then the panel's layout over them.
import '../../components/popup/shell/styles';
import '../../components/popup/panel/panel.css';

// Toolscout beside the page (Chrome's side panel, Firefox's sidebar): the popup's screens, with the
// active tab's tool on top instead of "This site", following the person's tab switches.
document.documentElement.lang = uiLanguage();
render(
  <SidePanelContext.Provider value={true}>
    <PopupApp />
  </SidePanelContext.Provider>,
  document.getElementById('app') as HTMLElement,
);
