import { render } from 'preact';
import { CompareApp } from '../../components/compare/CompareApp';
import { uiLanguage } from '../../lib/common/format';
import * as compareCopy from '../../lib/copy/compare';
import '../../components/theme.css';
// "Add a tool" is the popup's search box and tool rows (components/popup/list/ToolRow.tsx), with their styles.
import '../../components/popup/list/list.css';
import '../../components/popup/search/search.css';
import '../../components/compare/compare.css';

// The page's title and language follow the browser's UI language, as its words do.
document.title = compareCopy.pageTitle;
document.documentElement.lang = uiLanguage();

render(<CompareApp />, document.getElementById('app') as HTMLElement);
