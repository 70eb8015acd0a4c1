import { render } from 'preact';
import { OptionsApp } from '../../components/options/OptionsApp';
import '../../components/theme.css';
import '../../components/options/options.css';
import { uiLanguage } from '../../lib/common/format';
import * as optionsCopy from '../../lib/copy/options';

// The page's title and language follow the browser's UI language, as its words do.
document.title = optionsCopy.pageTitle;
document.documentElement.lang = uiLanguage();

render(<OptionsApp />, document.getElementById('app') as HTMLElement);
