import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooksThroughApi } from '../support/books';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, readText, screenshot, visit } from '../support/browser';
import { DEMO_ADMIN_PASSWORD, DEMO_OPERATOR_ACCOUNT } from '../support/demo-data';
import { signIn } from '../support/sign-in';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const book = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const namesIn = async (page: Page, sectionName: string) => section(page, sectionName).locator('article h3').allTextContents();

/** A visitor opens /buecher, passes the guard with trial access, and lands on an empty list. */
async function startWithTrialAccess(page: Page): Promise<void> {
  await visit(page, '/buecher');
  await page.waitForURL('**/register-form-interstitial');
  await page.getByRole('button', { name: 'Testzugang' }).click();
  await page.waitForURL('**/buecher');
  await page.getByRole('heading', { name: 'Meine Bücher', level: 1 }).waitFor();
}

describe('Meine Bücher for a family', () => {
  it('starts empty, then sorts, searches and pages through 12 books', async () => {
    const { page, problems, close } = await openPage(browser);
    await startWithTrialAccess(page);
    await page.getByRole('heading', { name: 'Erstellen Sie Ihr erstes Erinnerungsbuch' }).waitFor();
    // The toolbar stays without books: the view, a new book, and the basket, which does nothing while no book is chosen.
    await page.getByRole('group', { name: 'Ansicht' }).waitFor();
    expect(await page.getByRole('link', { name: 'Neues Buch' }).getAttribute('href')).toBe('/auswahl');
    await page.getByRole('button', { name: /^Warenkorb/ }).click();
    // Give a message box the time it would take to appear.
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/buecher');
    await screenshot(page, 'books-empty');
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    await screenshot(page, 'books-empty');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.setViewportSize(DESKTOP);

    const names = Array.from({ length: 12 }, (_, index) => `Buch ${String(index + 1).padStart(2, '0')}`);
    await createBooksThroughApi(page, names);
    await visit(page, '/buecher');
    const begun = section(page, 'Begonnene Bücher');
    await begun.waitFor();
    // Default: newest first, five a page.
    expect(await namesIn(page, 'Begonnene Bücher')).toEqual(['Buch 12', 'Buch 11', 'Buch 10', 'Buch 09', 'Buch 08']);
    expect(await readText(begun)).toContain('Seite 1 von 3');
    await screenshot(page, 'books-list-page-1');
    await expectAccessible(page);

    await begun.getByRole('button', { name: 'Nächste Seite' }).click();
    expect(await namesIn(page, 'Begonnene Bücher')).toEqual(['Buch 07', 'Buch 06', 'Buch 05', 'Buch 04', 'Buch 03']);
    expect(await readText(begun)).toContain('Seite 2 von 3');

    await begun.getByLabel('Bücher pro Seite').selectOption('10');
    expect(await namesIn(page, 'Begonnene Bücher')).toHaveLength(10);
    expect(await readText(begun)).toContain('Seite 1 von 2');

    await begun.getByLabel('Sortieren nach').selectOption({ label: 'Name' });
    expect((await namesIn(page, 'Begonnene Bücher')).slice(0, 3)).toEqual(['Buch 01', 'Buch 02', 'Buch 03']);

    await begun.getByLabel('Nach Namen suchen').fill('buch 1');
    expect(await namesIn(page, 'Begonnene Bücher')).toEqual(['Buch 10', 'Buch 11', 'Buch 12']);
    // Three books fit on one page: no paging.
    expect(await begun.getByRole('button', { name: 'Nächste Seite' }).count()).toBe(0);
    await begun.getByLabel('Nach Namen suchen').fill('Oma');
    await begun.getByText('Keine Bücher gefunden, deren Name „Oma“ enthält.').waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  it('renames (too long is refused), duplicates and deletes after asking', async () => {
    const { page, close } = await openPage(browser);
    await startWithTrialAccess(page);
    await createBooksThroughApi(page, ['Für Opa Heinz']);
    await visit(page, '/buecher');

    const item = book(page, 'Für Opa Heinz');
    await item.getByRole('button', { name: 'Umbenennen' }).click();
    const field = item.getByLabel('Neuer Name');
    await field.fill('x'.repeat(151));
    await item.getByRole('button', { name: 'Speichern' }).click();
    await item.getByText('Bitte max. 150 Zeichen eingeben.').waitFor();
    await screenshot(page, 'books-rename-too-long');
    await field.fill('Opa Heinz – 1938 bis 2026');
    await field.press('Enter');
    await book(page, 'Opa Heinz – 1938 bis 2026').waitFor();
    // The new name shows at once; other commands wait until it is saved (announced then).
    await page.getByRole('status').filter({ hasText: 'Der Name „Opa Heinz – 1938 bis 2026“ ist gespeichert.' }).waitFor({ state: 'attached' });

    // A double click makes one copy, not two.
    await book(page, 'Opa Heinz – 1938 bis 2026').getByRole('button', { name: 'Duplizieren' }).dblclick();
    await book(page, 'Opa Heinz – 1938 bis 2026 (Kopie)').waitFor();
    expect(await namesIn(page, 'Begonnene Bücher')).toHaveLength(2);

    await book(page, 'Opa Heinz – 1938 bis 2026 (Kopie)').getByRole('button', { name: 'Löschen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Sind Sie sicher, dass Sie das Buch „Opa Heinz – 1938 bis 2026 (Kopie)“ unwiderruflich löschen wollen?').waitFor();
    await screenshot(page, 'books-delete-confirm');
    await dialog.getByRole('button', { name: 'Nein' }).click();
    expect(await namesIn(page, 'Begonnene Bücher')).toHaveLength(2);
    await book(page, 'Opa Heinz – 1938 bis 2026 (Kopie)').getByRole('button', { name: 'Löschen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ja' }).click();
    await book(page, 'Opa Heinz – 1938 bis 2026 (Kopie)').waitFor({ state: 'detached' });
    expect(await namesIn(page, 'Begonnene Bücher')).toEqual(['Opa Heinz – 1938 bis 2026']);
    await close();
  });

  it('remembers cards or list over a reload, and fits a phone', async () => {
    const { page, close } = await openPage(browser, { viewport: PHONE });
    await startWithTrialAccess(page);
    await createBooksThroughApi(page, ['Unsere Mama', 'Für Papa']);
    await visit(page, '/buecher');
    const view = page.getByRole('group', { name: 'Ansicht' });
    expect(await view.getByRole('button', { name: 'Karten' }).getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'books-cards');
    await view.getByRole('button', { name: 'Liste' }).click();
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    expect(await page.getByRole('group', { name: 'Ansicht' }).getByRole('button', { name: 'Liste' }).getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'books-list-view');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);
    await close();
  });
});

describe('Meine Bücher for the demo funeral director', () => {
  it('makes a book from a template with a linked memorial page, a template from that book, and a book from the new template', async () => {
    const { page, problems, close } = await openPage(browser);
    await signIn(page, 'lindner', DEMO_ADMIN_PASSWORD);
    const header = page.locator('header');
    expect(await readText(header)).toContain('Bestattungen Lindner');
    await header.getByRole('link', { name: 'Meine Bücher' }).click();
    const templates = section(page, 'Meine Vorlagen (2 von 5)');
    await templates.waitFor();
    // Funeral directors see the list view first.
    expect(await page.getByRole('group', { name: 'Ansicht' }).getByRole('button', { name: 'Liste' }).getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'books-funeral-director');
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    await screenshot(page, 'books-funeral-director');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.setViewportSize(DESKTOP);

    await book(page, 'Vorlage Trauerfeier – klassisch').getByRole('link', { name: 'Neues Buch aus Vorlage' }).click();
    await page.getByRole('heading', { name: 'Neues Buch aus der Vorlage „Vorlage Trauerfeier – klassisch“' }).waitFor();
    // The choices come from the template and are not changed here.
    expect(await page.locator('.step-bar').count()).toBe(0);
    expect(await page.getByRole('link', { name: /^ändern/ }).count()).toBe(0);

    const memorial = page.getByRole('combobox', { name: 'Gedenkseite verknüpfen (freiwillig)' });
    await memorial.fill('Nieman');
    await page.getByRole('button', { name: 'Buch gestalten' }).click();
    await page.getByRole('alert').filter({ hasText: 'Keine passende Gedenkseite gefunden!' }).waitFor();
    await memorial.fill('Weber');
    const option = page.getByRole('option').first();
    // Funeral directors tell pages apart by the extended description.
    expect(await readText(option)).toMatch(/Margarete Weber.*\d{4}/);
    await screenshot(page, 'details-memorial-typeahead');
    await memorial.press('ArrowDown');
    await memorial.press('Enter');
    await page.getByText('Verknüpft mit der Gedenkseite für Margarete Weber').waitFor();
    await page.getByLabel('Name des Buches').fill('Für Familie Weber');
    await page.getByRole('button', { name: 'Buch gestalten' }).click();

    // SPEC.md: funeral directors go through /erstellen straight to the book.
    await page.waitForURL(/\/bearbeiten\/\d+$/);
    await page.getByRole('heading', { name: 'Für Familie Weber', level: 1 }).waitFor();
    // The editor opens on the template's paper: hardcover real-photo paper starts at 26 pages.
    await page.locator('.editor[data-editor-ready="true"]').waitFor();
    expect(await page.locator('[data-book-pages]').getAttribute('data-book-pages')).toBe('26');

    await page.getByRole('link', { name: 'Zurück zu meinen Büchern' }).click();
    await book(page, 'Für Familie Weber').getByRole('button', { name: 'Als Vorlage speichern' }).click();
    await section(page, 'Meine Vorlagen (3 von 5)').waitFor();
    await book(page, 'Für Familie Weber (Vorlage)').waitFor();

    // The new template serves the next family: its choices, without the Webers' memorial page.
    await book(page, 'Für Familie Weber (Vorlage)').getByRole('link', { name: 'Neues Buch aus Vorlage' }).click();
    await page.getByRole('heading', { name: 'Neues Buch aus der Vorlage „Für Familie Weber (Vorlage)“' }).waitFor();
    expect(await page.getByText('Verknüpft mit der Gedenkseite').count()).toBe(0);
    await page.getByLabel('Name des Buches').fill('Für Familie Sommer');
    await page.getByRole('button', { name: 'Buch gestalten' }).click();
    await page.waitForURL(/\/bearbeiten\/\d+$/);
    await page.getByRole('heading', { name: 'Für Familie Sommer', level: 1 }).waitFor();
    await page.locator('.editor[data-editor-ready="true"]').waitFor();
    expect(await page.locator('[data-book-pages]').getAttribute('data-book-pages')).toBe('26');
    await page.getByRole('link', { name: 'Zurück zu meinen Büchern' }).click();
    // Wait for the book inside the list's section.
    await section(page, 'Begonnene Bücher').getByRole('article', { name: 'Für Familie Sommer', exact: true }).waitFor();
    expect(await namesIn(page, 'Begonnene Bücher')).toEqual(expect.arrayContaining(['Für Familie Sommer', 'Für Familie Weber']));
    // Making a book from a template leaves the template and the count as they were.
    await book(page, 'Für Familie Weber (Vorlage)').waitFor();
    await section(page, 'Meine Vorlagen (3 von 5)').waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  it('switches between own books and the company’s books', async () => {
    const { page, close } = await openPage(browser);
    await signIn(page, 'lindner', DEMO_ADMIN_PASSWORD, '/buecher');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await nav.getByRole('button', { name: 'Bücher des Unternehmens' }).click();
    await nav.getByRole('button', { name: 'Eigene Bücher' }).waitFor();
    await page.getByRole('heading', { name: 'Erstellen Sie Ihr erstes Erinnerungsbuch' }).waitFor();
    // No company books yet: the template allowance and the toolbar are there all the same.
    await section(page, 'Meine Vorlagen (0 von 5)').waitFor();
    await page.getByRole('group', { name: 'Ansicht' }).waitFor();
    await page.getByRole('link', { name: 'Neues Buch' }).waitFor();
    await screenshot(page, 'books-funeral-director-empty');
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    await screenshot(page, 'books-funeral-director-empty');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.setViewportSize(DESKTOP);
    await nav.getByRole('button', { name: 'Eigene Bücher' }).click();
    await nav.getByRole('button', { name: 'Bücher des Unternehmens' }).waitFor();
    // Back among the own books: the demo funeral director's seeded templates (the company had none).
    await page.getByRole('region', { name: /^Meine Vorlagen \([1-5] von 5\)$/ }).waitFor();
    await close();
  });
});

describe('operators', () => {
  it('make a customer a funeral director with a template allowance and a company', async () => {
    const { page, close } = await openPage(browser);
    await signIn(page, DEMO_OPERATOR_ACCOUNT, DEMO_ADMIN_PASSWORD, '/betrieb/gedenkseiten');
    const form = page.locator('section', { has: page.getByRole('heading', { name: 'Bestatter einrichten' }) });
    await form.getByLabel('Benutzername oder E-Mail-Adresse').fill('markus.hainzl');
    await form.getByLabel('Höchstzahl der Vorlagen').fill('-2');
    await form.getByRole('button', { name: 'Als Bestatter speichern' }).click();
    await form.getByText('Die Zahl der Vorlagen darf nicht negativ sein.').waitFor();
    await form.getByLabel('Höchstzahl der Vorlagen').fill('3');
    await form.getByLabel('Unternehmen (freiwillig)').fill('Pietät Hainzl');
    await form.getByRole('button', { name: 'Als Bestatter speichern' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('markus.hainzl ist als Bestatter bei Pietät Hainzl eingerichtet, mit höchstens 3 Vorlagen.').waitFor();
    await screenshot(page, 'operator-funeral-director');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expectAccessible(page);
    await close();
  });
});
