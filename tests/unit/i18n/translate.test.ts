// @vitest-environment node
// The translator's runtime (lib/copy/translate.ts) answers as @wxt-dev/i18n does, for
// every message: plain, with substitutions, and plural at 0, 1, 2 and 3,477.
import { createI18n as libraryI18n } from '@wxt-dev/i18n';
import { describe, expect, it } from 'vitest';
import { createI18n as cardI18n } from '../../../lib/copy/translate';
import { chromeMessages } from '../../support/messages';

const messages = chromeMessages('en');
const library = libraryI18n();
const card = cardI18n();

describe('the translator’s runtime', () => {
  it.each(Object.keys(messages).map((name) => name.replaceAll('_', '.')))('%s', (key) => {
    const substitutions = ['A', 'B', 'C'];
    expect(card.t(key)).toBe(library.t(key));
    expect(card.t(key, substitutions)).toBe(library.t(key, substitutions));
    for (const count of [0, 1, 2, 3477]) {
      expect(card.t(key, count)).toBe(library.t(key, count));
      expect(card.t(key, count, [`#${count}`])).toBe(library.t(key, count, [`#${count}`]));
    }
  });
});
