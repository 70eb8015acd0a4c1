import { render } from 'preact';
import { WelcomeApp } from '../../components/welcome/WelcomeApp';
import { uiLanguage } from '../../lib/common/format';
import * as welcomeCopy from '../../lib/copy/welcome';
import '../../components/theme.css';
import '../../components/options/options.css';
import '../../components/welcome/welcome.css';

// The page's title and language follow the browser's UI language, as its words do.
document.title = welcomeCopy.pageTitle;
document.documentElement.lang = uiLanguage();

render(<WelcomeApp />, document.getElementById('app') as HTMLElement);
