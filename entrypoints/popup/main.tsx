import { render } from 'preact';
import { PopupApp } from '../../components/popup/shell/PopupApp';
import '../../components/theme.css';
import './popup.css';

const root = document.getElementById('app') as HTMLElement;
// Drop the static frame from index.html in the same task as the first render: no blank frame between.
root.replaceChildren();
render(<PopupApp />, root);
