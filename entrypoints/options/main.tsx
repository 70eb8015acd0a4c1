import { render } from 'preact';
import { OptionsApp } from '../../components/options/OptionsApp';
import '../../components/theme.css';
import '../../components/options/options.css';
import * as optionsCopy from '../../lib/copy/options';
import { uiLanguage } from '../../lib/shared/format';

// The page's title and language follow the browser's UI language, as its words do.
document.title = optionsCopy.pageTitle;
document.documentElement.lang = uiLanguage();

render(<OptionsApp />, document.getElementById('app') as HTMLElement);
