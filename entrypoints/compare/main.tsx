import { render } from 'preact';
import { CompareApp } from '../../components/compare/CompareApp';
import * as compareCopy from '../../lib/copy/compare';
import { uiLanguage } from '../../lib/format';
import '../../components/theme.css';
// The tool rows of "Add a tool" are the popup's (components/popup/list/ToolRow.tsx), with its styles.
import '../../components/popup/list/list.css';
import '../../components/compare/compare.css';

// The page's title and language follow the browser's UI language, as its words do.
document.title = compareCopy.pageTitle;
document.documentElement.lang = uiLanguage();

render(<CompareApp />, document.getElementById('app') as HTMLElement);
