import { render } from 'preact';
import { PopupApp } from '../../components/popup/shell/PopupApp';
import { uiLanguage } from '../../lib/shared/format';
import '../../components/popup/shell/styles';

// The popup's language is the browser's UI language, as its words are (screen readers read by it).
document.documentElement.lang = uiLanguage();
const root = document.getElementById('app') as HTMLElement;
// Drop the static frame from index.html in the same task as the first render: no blank frame between.
root.replaceChildren();
render(<PopupApp />, root);
