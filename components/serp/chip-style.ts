// The chip's CSS, as a string: the chip is plain DOM, and a string keeps it loadable anywhere the
// annotator runs (the results-page script, happy-dom tests, the bench). Fixed size, inline, on one
// line: appearing next to a title never moves what is around it.
export const CHIP_CSS = `
:host {
  all: initial;
  display: inline-block;
  /* From the top of the title's text, and shorter than its text: the title's line never grows. */
  vertical-align: text-top;
  height: 16px;
  margin-inline-start: 8px;
  unicode-bidi: isolate;
}
button {
  all: initial;
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 16px;
  max-width: 240px;
  padding: 0 7px;
  overflow: hidden;
  border: 1px solid #c7c9f5;
  border-radius: 8px;
  background: #eef0ff;
  color: #312e81;
  font:
    500 12px / 18px system-ui,
    sans-serif;
  white-space: nowrap;
  cursor: pointer;
  unicode-bidi: isolate;
}
button:focus-visible {
  outline: 2px solid #4f46e5;
  outline-offset: 1px;
}
button:hover {
  background: #e0e3ff;
}
span {
  unicode-bidi: isolate;
}
`;
