// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from '../../../scripts/inline-page-css';

const PAGE = `<head><script type="module" crossorigin src="/chunks/popup.js"></script>
<link rel="stylesheet" crossorigin href="/assets/theme.css">
<link rel="stylesheet" href="/assets/popup.css"></head><body><div id="app"></div></body>`;

describe('inlineStylesheets', () => {
  it('puts each linked stylesheet of the page in a <style>, in the same order, and leaves scripts alone', () => {
    const css: Record<string, string> = {
      'assets/theme.css': ':root{--a:1}',
      'assets/popup.css': '.b{color:red}',
    };
    const html = inlineStylesheets(PAGE, (file) => css[file]);
    expect(html).not.toMatch(/<link rel="stylesheet"(?: crossorigin)? href="[^"]+">/);
    expect(html.indexOf('<style>:root{--a:1}</style>')).toBeLessThan(
      html.indexOf('<style>.b{color:red}</style>'),
    );
    expect(html).toContain('<script type="module" crossorigin src="/chunks/popup.js"></script>');
  });

  it('keeps each inlined sheet’s link, disabled, so a chunk loaded later does not add the sheet again', () => {
    const html = inlineStylesheets(PAGE, () => '.a{}');
    expect(html).toContain('<style>.a{}</style><link rel="stylesheet" href="/assets/theme.css" disabled>');
    expect(html).toContain('<style>.a{}</style><link rel="stylesheet" href="/assets/popup.css" disabled>');
  });

  it('keeps the link of a file it does not have, or one whose text would close the <style> early', () => {
    const html = inlineStylesheets(PAGE, (file) =>
      file === 'assets/theme.css' ? '.x::after{content:"</style><script>"}' : undefined,
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/theme.css">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/popup.css">');
    expect(html).not.toContain('<style>');
  });
});
