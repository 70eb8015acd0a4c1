// @vitest-environment node
// In a German browser the copy files speak German, with German numbers: the same code, other messages.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { formatAverage, formatCount, formatMoney } from '../../../lib/common/format';
import { installMessages } from '../../support/messages';

describe('numbers in the reader’s language (lib/common/format)', () => {
  it('groups thousands and writes decimals as the locale does', () => {
    expect(formatCount(3477, 'en')).toBe('3,477');
    expect(formatCount(3477, 'de')).toBe('3.477');
    expect(formatAverage(4.56, 'de')).toBe('4,6');
    expect(formatAverage(4, 'en')).toBe('4.0');
    expect(formatMoney(12.5, 'en')).toBe('$12.50');
    expect(formatMoney(12.5, 'de')).toBe('12,50\u00a0$');
  });

  it('follows the browser’s UI language when no locale is given', () => {
    fakeBrowser.i18n.getUILanguage = () => 'de';
    expect(formatCount(1234567)).toBe('1.234.567');
    installMessages(fakeBrowser, 'en');
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});

describe('the copy files in German', () => {
  beforeEach(() => {
    installMessages(fakeBrowser, 'de');
    // The copy files read their messages when they load: load them again, in German.
    vi.resetModules();
    return () => installMessages(fakeBrowser, 'en');
  });

  it('counts results and ratings in German', async () => {
    const popupCopy = await import('../../../lib/copy/popup');
    const sharedCopy = await import('../../../lib/copy/shared');
    expect(popupCopy.resultCount(1)).toBe('1 Tool');
    expect(popupCopy.resultCount(3477)).toBe('3.477 Tools');
    expect(popupCopy.resultCountFiltered(12, 3477)).toBe('12 von 3.477 Tools');
    expect(popupCopy.resultCountSoFar(1)).toBe('Bisher 1 Tool');
    expect(popupCopy.showMore(20)).toBe('20 weitere Tools anzeigen');
    expect(popupCopy.unsaveTool('Jasper')).toBe('Jasper aus den gespeicherten Tools entfernen');
    expect(popupCopy.back).toBe('Zurück');
    expect(sharedCopy.ratingLabel({ average: 4.56, count: 3477 })).toBe('4,6 von 5 (3.477 Bewertungen)');
    expect(sharedCopy.priceLabel({ type: 'subscription', amount: 12.5 })).toBe(
      'Abonnement · ab 12,50\u00a0$',
    );
    // A price model the directory has not announced stays as the API wrote it.
    expect(sharedCopy.priceLabel({ type: 'pay_what_you_want', amount: null })).toBe('Pay what you want');
  });

  it('names the card and its errors in German', async () => {
    const cardCopy = await import('../../../lib/copy/card');
    expect(cardCopy.pillName('Notion', cardCopy.pillRated('4,6'))).toBe(
      'Toolscout: Notion, bewertet mit 4,6 von 5',
    );
    expect(cardCopy.localPickNote({ kind: 'offline', message: '' })).toBe(
      'Vorschläge von diesem Gerät — das Verzeichnis war nicht erreichbar',
    );
    expect(cardCopy.chipAlternatives(1)).toBe('1 Alternative');
    expect(cardCopy.chipAlternatives(12)).toBe('12 Alternativen');
  });

  it('counts saved and imported tools in German on the options page', async () => {
    const optionsYoursCopy = await import('../../../lib/copy/options-yours');
    expect(optionsYoursCopy.savedSummary(0)).toBe('Noch keine gespeicherten Tools.');
    expect(optionsYoursCopy.savedSummary(1)).toMatch(/^1 gespeichertes Tool, /);
    expect(optionsYoursCopy.savedSummary(1200)).toMatch(/^1\.200 gespeicherte Tools, /);
    expect(optionsYoursCopy.exportDone(1)).toBe('1 Tool exportiert.');
    expect(
      optionsYoursCopy.importDone({ added: 1, alreadySaved: 2, invalid: 0, notAdded: 3, total: 1500 }),
    ).toBe(
      '1 Tool importiert, 2 bereits gespeichert, 3 nicht hinzugefügt: Die Liste ist voll. Insgesamt 1.500 gespeichert.',
    );
    expect(optionsYoursCopy.recentSummary(2)).toBe(
      '2 kürzlich angesehene Tools, nur auf diesem Gerät gespeichert.',
    );
  });

  it('says a refused request in German unless the directory said why, in the popup and on the options page', async () => {
    const { apiError } = await import('../../../lib/api/errors');
    const popupCopy = await import('../../../lib/copy/popup');
    const optionsCopy = await import('../../../lib/copy/options');
    // A 422 with no message of its own carries Toolscout's English default: not for a German screen.
    const unexplained = apiError('validation', { status: 422 });
    expect(popupCopy.errorText(unexplained, 'results')).toBe(
      'Das Verzeichnis hat diese Anfrage nicht angenommen.',
    );
    expect(optionsCopy.connectionProblem(unexplained)).toBe(
      'Das Verzeichnis hat die Anfrage nicht angenommen. Prüfen Sie die Basis-URL und das Token.',
    );
    // The directory's own reason says more than any sentence of ours, in whatever language it wrote it.
    const explained = apiError('validation', { status: 422, message: 'The q field is too long.' });
    expect(popupCopy.errorText(explained, 'results')).toBe('The q field is too long.');
    expect(optionsCopy.connectionProblem(explained)).toBe('The q field is too long.');
  });

  it('speaks German in the address bar, the right-click menu and on the welcome page', async () => {
    const reachCopy = await import('../../../lib/copy/reach');
    const welcomeCopy = await import('../../../lib/copy/welcome');
    expect(reachCopy.menuSearchSelection).toBe('Toolscout nach „%s“ durchsuchen');
    expect(reachCopy.linkIsTool('Jasper')).toBe('Jasper ist im Verzeichnis');
    expect(reachCopy.searchPageTitle('video')).toBe('video — Toolscout-Suche');
    expect(reachCopy.searchPageTitle('')).toBe('Toolscout-Suche');
    expect(welcomeCopy.pageTitle).toBe('Willkommen bei Toolscout');
    expect(welcomeCopy.tokenLink('toolscout.dev')).toBe('toolscout.dev öffnen');
  });
});
