import { render } from 'preact';
import { PopupApp } from '../../components/popup/PopupApp';
import '../../components/theme.css';
import './popup.css';

render(<PopupApp />, document.getElementById('app') as HTMLElement);
