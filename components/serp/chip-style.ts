// The chip's CSS, as a string: the chip is plain DOM, and a string keeps it loadable anywhere the
// annotator runs (the results-page script, happy-dom tests, the bench). Fixed height, inline, on one
// line: appearing next to a title never moves what is around it.
//
// Cheap for the browser on purpose (bench/serp.ts): `all: initial` once, on the host, which stops the
// page's inherited text styles at the shadow boundary; the button inside sets only what its default look
// would change, with no `all` and no flex box (resetting every property on two elements per chip, and a
// flex layout, cost 50 chips about 1.5 ms of style and layout). System fonts only.
export const CHIP_CSS = `
:host {
  all: initial;
  display: inline-block;
  /* From the top of the title's text, and shorter than its text: the title's line never grows. */
  vertical-align: text-top;
  height: 16px;
  margin-inline-start: 8px;
  font: 500 12px / 14px system-ui, sans-serif;
  unicode-bidi: isolate;
  contain: layout style;
}
button {
  appearance: none;
  box-sizing: border-box;
  display: block;
  height: 16px;
  max-width: 240px;
  margin: 0;
  padding: 0 7px;
  overflow: hidden;
  border: 1px solid #c7c9f5;
  border-radius: 8px;
  background: #eef0ff;
  color: #312e81;
  font: inherit;
  letter-spacing: normal;
  text-align: start;
  text-transform: none;
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
`;
