import { render } from 'preact';
import { WelcomeApp } from '../../components/welcome/WelcomeApp';
import '../../components/theme.css';
import '../../components/options/options.css';
import '../../components/welcome/welcome.css';

render(<WelcomeApp />, document.getElementById('app') as HTMLElement);
