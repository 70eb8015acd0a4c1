import { render } from 'preact';
import { PopupApp } from '../../components/popup/shell/PopupApp';
import { uiLanguage } from '../../lib/format';
// Each screen's CSS lives beside its views; this order is the cascade order.
import '../../components/theme.css';
import '../../components/popup/shell/shell.css';
import '../../components/popup/home/home.css';
import '../../components/popup/search/search.css';
import '../../components/popup/list/list.css';
import '../../components/popup/browse/browse.css';
import '../../components/popup/detail/detail.css';
import '../../components/popup/yours/yours.css';
// find: filters and compare
import '../../components/popup/find/find.css';

// The popup's language is the browser's UI language, as its words are (screen readers read by it).
document.documentElement.lang = uiLanguage();
const root = document.getElementById('app') as HTMLElement;
// Drop the static frame from index.html in the same task as the first render: no blank frame between.
root.replaceChildren();
render(<PopupApp />, root);
