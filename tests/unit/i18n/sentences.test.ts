// @vitest-environment node
// The popup's and the compare page's sentences built from parts (filter names, counts, sort orders)
// read as whole sentences in each language: German gets its own word order and quotes, not English
// grammar with German words glued in.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { installMessages } from '../../support/messages';

async function copyIn(locale: 'en' | 'de') {
  installMessages(fakeBrowser, locale);
  // The copy files read their messages when they load: load them again in this language.
  vi.resetModules();
  return {
    popup: await import('../../../lib/copy/popup'),
    compare: await import('../../../lib/copy/compare'),
  };
}

afterEach(() => installMessages(fakeBrowser, 'en'));

describe('filters that hide every result', () => {
  it('names one, two or three filters in a sentence, in English', async () => {
    const { popup } = await copyIn('en');
    const { price, minRating, verifiedOnly } = popup.filterNames;
    expect(popup.hiddenByFilters([price], 1)).toBe('1 tool matches, but the price filter hides it.');
    expect(popup.hiddenByFilters([price, minRating], 12)).toBe(
      '12 tools match, but the price and minimum rating filters hide them all.',
    );
    expect(popup.hiddenByFilters([price, minRating, verifiedOnly], 1234)).toBe(
      '1,234 tools match, but the price, minimum rating and "Verified only" filters hide them all.',
    );
    expect(popup.clearFilterNamed(price)).toBe('Clear the price filter');
  });

  it('names them the German way: „der Filter „Preis““, not „der Preis Filter“', async () => {
    const { popup } = await copyIn('de');
    const { price, minRating, verifiedOnly } = popup.filterNames;
    expect(popup.hiddenByFilters([price], 1)).toBe('1 Tool passt, aber der Filter „Preis“ blendet es aus.');
    expect(popup.hiddenByFilters([minRating, verifiedOnly], 3)).toBe(
      '3 Tools passen, aber die Filter „Mindestbewertung“ und „Nur verifizierte“ blenden alle aus.',
    );
    expect(popup.hiddenByFilters([price, minRating, verifiedOnly], 1234)).toBe(
      '1.234 Tools passen, aber die Filter „Preis“, „Mindestbewertung“ und „Nur verifizierte“ blenden alle aus.',
    );
    expect(popup.clearFilterNamed(price)).toBe('Filter „Preis“ aufheben');
  });
});

describe('the filters’ summary', () => {
  it('says the sort order and the minimum rating in each language, nouns capitalised in German', async () => {
    const en = (await copyIn('en')).popup;
    expect([en.sortedBy('rating'), en.sortedBy('popularity')]).toEqual(['by rating', 'by popularity']);
    expect([0, 4, 4.5].map(en.minRatingOption)).toEqual(['Any rating', '4+ stars', '4.5+ stars']);
    const de = (await copyIn('de')).popup;
    expect([de.sortedBy('rating'), de.sortedBy('popularity')]).toEqual([
      'nach Bewertung',
      'nach Beliebtheit',
    ]);
    expect([0, 4, 4.5].map(de.minRatingOption)).toEqual(['Jede Bewertung', 'ab 4 Sternen', 'ab 4,5 Sternen']);
  });
});

describe('counts pick their words', () => {
  it('in English', async () => {
    const { popup, compare } = await copyIn('en');
    expect([popup.savedCount(1), popup.savedCount(2)]).toEqual(['1 tool', '2 tools']);
    expect(popup.openCompare(3)).toBe('Compare 3 tools');
    expect(compare.ratingCount(1, '1')).toBe('1 rating');
    expect(compare.ratingCount(3477, '3,477')).toBe('3,477 ratings');
    expect(compare.caption(4)).toBe('4 tools side by side');
    expect(compare.picked(1, 4)).toBe('1 tool picked, up to 4');
    expect(compare.picked(3, 4)).toBe('3 tools picked, up to 4');
  });

  it('in German', async () => {
    const { popup, compare } = await copyIn('de');
    expect([popup.savedCount(1), popup.savedCount(1500)]).toEqual(['1 Tool', '1.500 Tools']);
    expect(popup.openCompare(3)).toBe('3 Tools vergleichen');
    expect(popup.compareNeedsMore(2)).toBe('Wählen Sie mindestens 2 Tools zum Vergleichen');
    expect(compare.ratingCount(1, '1')).toBe('1 Bewertung');
    expect(compare.ratingCount(3477, '3.477')).toBe('3.477 Bewertungen');
    expect(compare.caption(2)).toBe('2 Tools nebeneinander');
    expect(compare.picked(1, 4)).toBe('1 Tool ausgewählt, bis zu 4 möglich');
    expect(compare.picked(3, 4)).toBe('3 Tools ausgewählt, bis zu 4 möglich');
    expect(compare.tiedBest).toBe('Geteilter Bestwert');
    expect(compare.bestFor.price).toBe('günstigster Preis');
  });
});
