// The extension in a German browser (Chromium with --lang=de and the de-DE locale: browser-language.ts):
// the popup and the on-page card speak German, and numbers are German ("3.477"). Screenshots in
// artifacts/screenshots/de/, looked at for words that no longer fit (German words run longer).
import path from 'node:path';
import { formatMoney } from '../../lib/common/format';
import type { ToolJson } from '../../server/index';
import { apiGet, connectAndSync, E2E_DATASET_SIZE, expect, test } from './fixtures';
import { artifactsDir } from './paths';
import { openPopup } from './popup-helpers';
import { routeSites } from './sites';

test.use({ browserLanguage: 'de' });

const shot = (name: string) => path.join(artifactsDir, 'screenshots', 'de', `${name}.png`);
/** "3.477": German groups thousands with a dot. */
const german = (count: number) => count.toLocaleString('de-DE');

test.describe('in a German browser', () => {
  test.beforeEach(async ({ connect, openExtensionPage }) => {
    await connectAndSync(connect, openExtensionPage);
  });

  test('the popup: home, search results and a tool’s detail in German, with German numbers', async ({
    context,
    extensionId,
    server,
  }) => {
    const jasper = (await apiGet<{ data: ToolJson }>(server, '/tools/jasper')).data;
    expect(jasper.rating.count).toBeGreaterThanOrEqual(1000);
    const popup = await openPopup(context, extensionId);
    await expect(popup.locator('html')).toHaveAttribute('lang', /^de\b/);
    await expect(popup.getByRole('tab', { name: 'Suche' })).toBeVisible();
    await expect(popup.getByRole('tab', { name: 'Kategorien' })).toBeVisible();
    await expect(popup.getByText('Finden Sie KI-Tools nach Namen')).toBeVisible();
    await popup.mouse.move(0, 0);
    await popup.screenshot({ path: shot('popup-home') });

    const box = popup.getByRole('combobox', { name: 'KI-Tools suchen' });
    await box.fill('video');
    await expect(popup.getByRole('row').first()).toBeVisible();
    await expect(popup.getByText(/^\d[\d.]* Tools?$/)).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Suche leeren' })).toBeVisible();
    await popup.mouse.move(0, 0);
    await popup.screenshot({ path: shot('popup-search') });

    await box.fill(jasper.name);
    await popup.getByRole('gridcell', { name: jasper.name, exact: true }).click();
    await expect(popup.getByRole('heading', { level: 2, name: jasper.name, exact: true })).toBeVisible();
    const average = (jasper.rating.average ?? 0).toLocaleString('de-DE', { minimumFractionDigits: 1 });
    await expect(
      popup
        .getByRole('img', { name: `${average} von 5 (${german(jasper.rating.count)} Bewertungen)` })
        .first(),
    ).toBeVisible();
    await expect(popup.getByRole('link', { name: 'Website besuchen' })).toBeVisible();
    await expect(popup.getByRole('heading', { level: 3, name: 'Alternativen' })).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Zurück' })).toBeVisible();
    await popup.mouse.move(0, 0);
    await popup.screenshot({ path: shot('popup-detail') });

    // The German actions still take one row; the rest is in the menu (issue 30 §4).
    const actions = [
      popup.getByRole('link', { name: 'Website besuchen' }),
      popup.getByRole('checkbox', { name: `${jasper.name} vergleichen`, exact: true }).locator('..'),
      popup.getByRole('button', { name: 'Weitere Aktionen' }),
    ];
    const tops = await Promise.all(actions.map(async (action) => (await action.boundingBox())?.y ?? -1));
    for (const top of tops) expect(Math.abs(top - (tops[0] as number))).toBeLessThanOrEqual(3);
    await popup.getByRole('button', { name: 'Weitere Aktionen' }).click();
    await expect(popup.getByRole('menuitem')).toHaveText([
      'Im Verzeichnis öffnen',
      'Verzeichnislink kopieren',
    ]);
    await popup.screenshot({ path: shot('popup-detail-menu') });
    await popup.keyboard.press('Escape');

    // A listing's one-line header, with "Verfolgen".
    await popup.getByRole('button', { name: 'Zurück' }).click();
    await popup.getByRole('tab', { name: 'Kategorien' }).click();
    await popup.locator('button.pp-tree__toggle').first().click();
    await popup.locator('.pp-tree__children button.pp-tree__item').first().click();
    await expect(popup.getByRole('switch', { name: 'Verfolgen' })).toBeVisible();
    await expect(popup.locator('.pp-view:not([hidden]) button.pp-row').first()).toBeVisible();
    await popup.mouse.move(0, 0);
    await popup.screenshot({ path: shot('popup-listing') });
  });

  test('the card on a tool’s site: German words, a German rating', async ({ context, server }) => {
    await routeSites(context, ['www.jasper.ai']);
    const jasper = (await apiGet<{ data: ToolJson }>(server, '/tools/jasper')).data;
    const page = await context.newPage();
    await page.goto('https://www.jasper.ai/pricing');
    const average = (jasper.rating.average ?? 0).toLocaleString('de-DE', { minimumFractionDigits: 1 });
    const pill = page.getByRole('button', { name: `Toolscout: Jasper, bewertet mit ${average} von 5` });
    await expect(pill).toBeVisible();
    await page.screenshot({ path: shot('card-pill') });
    await pill.click();
    const card = page.getByRole('region', { name: 'Toolscout: Jasper' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('img', { name: /von 5/ }).first()).toHaveAccessibleName(
      `${average} von 5 (${german(jasper.rating.count)} Bewertungen)`,
    );
    await expect(card.getByRole('list', { name: 'Alternativen' }).getByRole('link').first()).toBeVisible();
    await expect(card.getByRole('link', { name: 'Im Toolscout-Verzeichnis öffnen' })).toBeVisible();
    await expect(card).toContainText('dort lässt sich eine falsche Website melden.');
    // Why the card appeared, and the way out beside it.
    await expect(card.getByText(/^Sie sind auf jasper\.ai, der Website von Jasper ?\.$/u)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Nicht dieses Tool' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Schließen' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Ausblenden, bis sich etwas ändert' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Auf dieser Website nie anzeigen' })).toBeVisible();
    // German money without a needless ",00" ("ab 49 $"), as the popup's rows.
    await expect(card).toContainText(`Abonnement · ab ${formatMoney(jasper.price.amount ?? 0, 'de')}`);
    // German words run longer: the card still keeps to 420 px, with its steps in view.
    const box = await card.boundingBox();
    // Layout in fractions of a pixel: 420.00003 is the 420 px cap.
    expect(Math.round(box?.height ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(420);
    await expect(card.getByRole('button', { name: 'Auf dieser Website nie anzeigen' })).toBeInViewport({
      ratio: 1,
    });
    await page.mouse.move(0, 0);
    await page.screenshot({ path: shot('card') });

    // The Undo after "Ausblenden, bis sich etwas ändert", in German.
    await card.getByRole('button', { name: 'Ausblenden, bis sich etwas ändert' }).click();
    await expect(
      page.getByRole('group', { name: 'Jasper ist ausgeblendet, bis sich etwas ändert.' }),
    ).toBeVisible();
    await page.mouse.move(0, 0);
    await page.screenshot({ path: shot('card-undo') });
    await page.getByRole('button', { name: 'Rückgängig' }).click();
    await expect(pill).toBeVisible();
  });

  test('the side panel beside a tool’s site: German words, a German rating', async ({
    context,
    openExtensionPage,
    server,
  }) => {
    await routeSites(context, ['www.jasper.ai']);
    const jasper = (await apiGet<{ data: ToolJson }>(server, '/tools/jasper')).data;
    const panel = await openExtensionPage('sidepanel.html');
    await panel.setViewportSize({ width: 380, height: 860 });
    const page = await context.newPage();
    await page.goto('https://www.jasper.ai/');
    const thisTab = panel.getByRole('region', { name: 'Dieser Tab' });
    await expect(thisTab.getByRole('button', { name: 'Mehr über Jasper', exact: true })).toBeVisible();
    const average = (jasper.rating.average ?? 0).toLocaleString('de-DE', { minimumFractionDigits: 1 });
    await expect(thisTab.getByRole('img', { name: /von 5/ }).first()).toHaveAccessibleName(
      `${average} von 5 (${german(jasper.rating.count)} Bewertungen)`,
    );
    await expect(
      thisTab.getByRole('list', { name: 'Alternativen zu Jasper' }).locator('button.pp-row').first(),
    ).toBeVisible();
    await panel.bringToFront();
    await panel.screenshot({ path: shot('sidepanel') });
  });

  test('the options page in German', async ({ openExtensionPage }) => {
    const options = await openExtensionPage('options.html');
    await expect(options).toHaveTitle('Toolscout-Einstellungen');
    await expect(options.getByRole('heading', { name: 'Verbindung' })).toBeVisible();
    await expect(options.getByText('Tools auf diesem Gerät')).toBeVisible();
    await expect(options.getByText(german(E2E_DATASET_SIZE), { exact: true })).toBeVisible();
    await expect(options.getByRole('heading', { name: 'Gespeicherte Tools und Verlauf' })).toBeVisible();
    await expect(options.getByRole('heading', { name: 'Über Toolscout' })).toBeVisible();
    // The Google address is asked only while Google's results get ratings.
    await expect(options.getByText('Google-Adresse, unter der Sie suchen')).toHaveCount(0);
    await options.getByRole('switch', { name: 'Bewertungen in den Ergebnissen von Google anzeigen' }).click();
    await expect(options.getByText('Google-Adresse, unter der Sie suchen')).toBeVisible();
    await options.screenshot({ path: shot('options'), fullPage: true });
  });

  test('the welcome page and the shortcuts’ names in German', async ({
    openExtensionPage,
    serviceWorker,
  }) => {
    const welcome = await openExtensionPage('welcome.html');
    await expect(welcome).toHaveTitle('Willkommen bei Toolscout');
    await expect(welcome.locator('html')).toHaveAttribute('lang', /^de\b/);
    await expect(welcome.getByRole('heading', { name: 'Willkommen bei Toolscout', level: 1 })).toBeVisible();
    for (const step of [
      'Was Toolscout tut',
      'Schritt 1: Mit dem Verzeichnis verbinden',
      'Schritt 2 (optional): Vorschläge auf Tool-Websites',
      'Ausprobieren',
    ])
      await expect(welcome.getByRole('region', { name: step })).toBeVisible();
    await expect(welcome.getByRole('button', { name: 'Suche in einem Tab öffnen' })).toBeVisible();
    await welcome.screenshot({ path: shot('welcome'), fullPage: true });

    // A manifest message: the browser lists the shortcut in its own language (Chromium names the
    // popup's shortcut itself, so only the card's is Toolscout's own words there).
    const commands = await serviceWorker.evaluate(() => chrome.commands.getAll());
    expect(commands.find((command) => command.name === 'focus-card')?.description).toBe(
      'Zur Toolscout-Karte auf dieser Seite',
    );
  });
});
