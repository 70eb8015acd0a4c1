import { render } from 'preact';
import { CompareApp } from '../../components/compare/CompareApp';
import '../../components/theme.css';
import '../../components/compare/compare.css';

render(<CompareApp />, document.getElementById('app') as HTMLElement);
