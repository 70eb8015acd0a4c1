// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeInnerHtmlAssignment, UNSUPPORTED_MESSAGE } from '../../../scripts/preact-without-inner-html';

const preactDist = path.dirname(createRequire(import.meta.url).resolve('preact/package.json'));

describe('Preact without its innerHTML branch (for the add-on linter)', () => {
  for (const file of ['preact.module.js', 'preact.mjs']) {
    it(`${file}: the assignment from __html is gone, clearing an element stays`, () => {
      const original = readFileSync(path.join(preactDist, 'dist', file), 'utf8');
      expect(original).toMatch(/\.innerHTML=[\w$]+\.__html/);
      const rewritten = removeInnerHtmlAssignment(original);
      expect(rewritten).not.toMatch(/\.innerHTML=[\w$]+\.__html/);
      expect(rewritten).toContain(UNSUPPORTED_MESSAGE);
      expect(rewritten).toMatch(/\.innerHTML=""/);
      // Only that one expression changed.
      expect(rewritten.length - original.length).toBeLessThan(120);
    });
  }

  it('refuses a Preact whose code it does not recognise', () => {
    expect(() => removeInnerHtmlAssignment('export const x = 1;')).toThrow(/found 0/);
  });
});
