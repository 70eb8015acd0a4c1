import { render } from 'preact';
import { InitialQueryContext } from '../../components/popup/shell/context';
import { PopupApp } from '../../components/popup/shell/PopupApp';
import { uiLanguage } from '../../lib/common/format';
import * as reachCopy from '../../lib/copy/reach';
import { queryOfSearchPage } from '../../lib/find/public/search-page';
// The popup's own screens and CSS, then the full-page layout over them.
import '../../components/popup/shell/styles';
import '../../components/search-page/search-page.css';

// The popup's search in a tab, opened by `ts <text>` in the address bar and by "Search Toolscout for …"
// with that text in `?q=`: searched exactly as the popup searches it (every local match at once; the
// directory's own search only while the local copy is incomplete or when asked: lib/find/public/ask-directory.ts).
const query = queryOfSearchPage(location.search);
document.title = reachCopy.searchPageTitle(query);
document.documentElement.lang = uiLanguage();
render(
  <InitialQueryContext.Provider value={query}>
    <PopupApp />
  </InitialQueryContext.Provider>,
  document.getElementById('app') as HTMLElement,
);
