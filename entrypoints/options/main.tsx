import { render } from 'preact';
import { OptionsApp } from '../../components/options/OptionsApp';
import '../../components/theme.css';
import '../../components/options/options.css';

render(<OptionsApp />, document.getElementById('app') as HTMLElement);
