import { render } from 'preact';
import { SidePanelApp } from '../../components/popup/panel/SidePanelApp';
import { uiLanguage } from '../../lib/common/format';
// The popup's own screens and CSS, then the panel's layout over them.
import '../../components/popup/shell/styles';
import '../../components/popup/panel/panel.css';

// Toolscout beside the page (Chrome's side panel, Firefox's sidebar), following the person's tab switches.
document.documentElement.lang = uiLanguage();
render(<SidePanelApp />, document.getElementById('app') as HTMLElement);
