import { render } from 'preact';
import { InitialQueryContext } from '../../components/popup/shell/context';
import { PopupApp } from '../../components/popup/shell/PopupApp';
import { uiLanguage } from '../../lib/common/format';
import '../../components/popup/shell/styles';

// The popup's language is the browser's UI language, as its words are (screen readers read by it).
document.documentElement.lang = uiLanguage();
const root = document.getElementById('app') as HTMLElement;
// The first frame's box (index.html) took the first keystrokes while this script loaded: what it holds is
// searched at once, as if typed into the live box, and the focus and caret stay where they were.
const firstBox = document.querySelector<HTMLInputElement>('#pp-first-box');
const typed = firstBox?.value ?? '';
// The live box takes the focus where the first frame's box had it, and where nothing has it yet: that box's
// autofocus comes with the first frame, which a loaded machine may draw after this script has run and the
// page has loaded, and a key pressed in between would go nowhere.
const nothingFocused = document.activeElement === null || document.activeElement === document.body;
const focused = firstBox !== null && (document.activeElement === firstBox || nothingFocused);
const caret = [firstBox?.selectionStart ?? typed.length, firstBox?.selectionEnd ?? typed.length] as const;
// Drop the first frame in the same task as the first render: no blank frame, and no keystroke lost between.
root.replaceChildren();
render(
  <InitialQueryContext.Provider value={typed}>
    <PopupApp />
  </InitialQueryContext.Provider>,
  root,
);
if (focused) {
  const box = root.querySelector<HTMLInputElement>('input[role="combobox"]');
  box?.focus();
  box?.setSelectionRange(...caret);
}
