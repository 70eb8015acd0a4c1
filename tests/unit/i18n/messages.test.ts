// @vitest-environment node
// The two locales say the same things: every English message has its German one with the same
// placeholders, nothing extra, and every message is used. What a missing or broken translation would
// show a person: an empty label, a "$2" left in a sentence, or a number dropped.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseMessagesText } from '@wxt-dev/i18n/build';
import { describe, expect, it } from 'vitest';
import { LOCALES_DIR } from '../../support/messages';

type Parsed = ReturnType<typeof parseMessagesText>[number];

const ROOT = path.join(LOCALES_DIR, '..');
const SECOND_LOCALES = ['de'];

function parsed(locale: string): Map<string, Parsed> {
  const text = readFileSync(path.join(LOCALES_DIR, `${locale}.yml`), 'utf8');
  // The predefined @@ messages are the browser's own.
  return new Map(
    parseMessagesText(text, 'YAML')
      .filter((message) => !message.key[0]?.startsWith('@@'))
      .map((message) => [message.key.join('.'), message]),
  );
}

/** Each form of a message (one for a plain message, one per count for a plural). */
function forms(message: Parsed): Record<string, string> {
  if (message.type === 'plural') return message.plurals;
  return { text: message.message };
}

/** The $1…$9 a text uses, as a sorted list; "$$" is a dollar sign, not a placeholder. */
function placeholders(text: string): string[] {
  return [...text.replaceAll('$$', '').matchAll(/\$([1-9])/g)].map((match) => match[0]).sort();
}

const english = parsed('en');

describe('locales/en.yml', () => {
  it('has the messages of every copy file', () => {
    expect(english.size).toBeGreaterThan(150);
  });

  it('has plurals of exactly two forms, 1 and n (the card’s runtime knows no zero form)', () => {
    for (const [key, message] of english) {
      if (message.type === 'plural') expect(Object.keys(message.plurals).sort(), key).toEqual(['1', 'n']);
    }
  });

  it('has only keys the browser accepts as message names', () => {
    for (const key of english.keys()) expect(key.replaceAll('.', '_'), key).toMatch(/^[A-Za-z0-9_]+$/);
  });

  it('has no message nothing uses (a key is used literally, as a manifest message, or through its group in a template)', () => {
    const sources = ['components', 'lib', 'entrypoints']
      .flatMap((dir) =>
        readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
          .filter((file) => /\.(ts|tsx|html)$/.test(file))
          .map((file) => path.join(ROOT, dir, file)),
      )
      .concat(path.join(ROOT, 'wxt.config.ts'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = [...english.keys()].filter((key) => {
      const group = key.slice(0, key.lastIndexOf('.') + 1);
      return (
        !sources.includes(`'${key}'`) &&
        // The manifest names a message with its dots as underscores (reach.commandOpenPopup).
        !sources.includes(`__MSG_${key.replaceAll('.', '_')}__`) &&
        !(group !== '' && sources.includes(`\`${group}\${`))
      );
    });
    expect(unused).toEqual([]);
  });
});

describe.each(SECOND_LOCALES)('locales/%s.yml', (locale) => {
  const translated = parsed(locale);

  it('has every English key, and no other', () => {
    expect([...translated.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !translated.has(key))).toEqual([]);
  });

  it('uses the same placeholders as English in every form of every message', () => {
    for (const [key, message] of english) {
      const other = translated.get(key);
      if (!other) continue;
      expect(other.type, key).toBe(message.type);
      const englishForms = forms(message);
      const otherForms = forms(other);
      expect(Object.keys(otherForms).sort(), key).toEqual(Object.keys(englishForms).sort());
      for (const [form, text] of Object.entries(englishForms)) {
        expect(placeholders(otherForms[form] ?? ''), `${key} (${form})`).toEqual(placeholders(text));
      }
    }
  });

  it('translates: no message is left empty, and the product name stays Toolscout', () => {
    for (const [key, message] of translated) {
      for (const text of Object.values(forms(message))) expect(text.trim(), key).not.toBe('');
    }
    expect(forms(translated.get('appName') as Parsed).text).toBe('Toolscout');
  });
});
