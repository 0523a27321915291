import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAtBothWidths } from '../support/both-widths';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, readText, screenshot, visit } from '../support/browser';
import { DEMO_ADMIN_PASSWORD, DEMO_OPERATOR_ACCOUNT } from '../support/demo-data';
import { followMailLink } from '../support/mailbox';
import { signIn } from '../support/sign-in';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const nav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });
const pathname = (page: Page) => new URL(page.url()).pathname;
const FAILED = 'Das hat leider nicht geklappt';

async function register(page: Page, email: string, account: string, password: string): Promise<void> {
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Benutzername').fill(account);
  await page.getByLabel('Kennwort', { exact: true }).fill(password);
  await page.getByLabel('Kennwort wiederholen').fill(password);
  await page.getByLabel(/Ich stimme der Speicherung/).check();
  await page.getByRole('button', { name: 'Kundenkonto anlegen' }).click();
  await page.waitForURL('**/login');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
}

/** A confirmation link's page: its heading, and the tab's title following the outcome. */
async function expectLinkPage(page: Page, heading: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await expect.poll(() => page.title()).toBe(`${heading} – Erinnerungsbuch`);
}

describe('trial access that becomes an account', () => {
  it('selection → guard → Testzugang → a book → register → confirm by mail → sign in → the trial book is in /buecher', async () => {
    const { page, problems, close } = await openPage(browser);
    const stamp = Date.now();
    const account = `Hedwig${stamp}`;
    const email = `hedwig.${stamp}@example.de`;
    const password = 'Maiglöckchen4';

    // A visitor without any account chooses a book and presses 'Buch gestalten'.
    await visit(page, '/auswahl/format');
    await page.getByRole('button', { name: 'Quadratisch wählen' }).click();
    await page.getByRole('button', { name: 'Rosenzeit wählen' }).click();
    await page.getByRole('button', { name: 'Hardcover Echtfotopapier wählen' }).click();
    await page.waitForURL('**/auswahl/details');
    await page.getByLabel('Name des Buches').fill('Für Oma Hedwig');
    await page.getByRole('button', { name: 'Buch gestalten' }).click();

    // The temporary-user guard sends them to the interstitial, which offers trial access.
    await page.waitForURL('**/login-form-interstitial');
    const trial = page.getByRole('complementary', { name: 'Erst einmal ausprobieren?' });
    await trial.waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('eb.returnUrl'))).toBe('/auswahl/details');
    await checkAtBothWidths(page, 'interstitial-trial');
    await trial.getByRole('button', { name: 'Testzugang' }).click();

    // Back to the stored return URL, which is then forgotten; the guard lets the trial user pass.
    await page.waitForURL('**/auswahl/details');
    expect(await page.evaluate(() => sessionStorage.getItem('eb.returnUrl'))).toBeNull();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.isTemporary)).toBe(true);
    await page.getByRole('button', { name: 'Buch gestalten' }).click();
    await page.waitForURL(/\/upload\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Ihr Buch „Für Oma Hedwig“ ist angelegt' }).waitFor();

    // Later they register from the register interstitial, with the trial still signed in.
    await visit(page, '/register-form-interstitial');
    await page.getByRole('heading', { level: 1, name: 'Einen Moment, bevor es weitergeht' }).waitFor();
    const tabs = page.getByRole('navigation', { name: 'Anmelden oder registrieren' });
    expect(await tabs.getByRole('link', { name: 'Registrieren', exact: true }).getAttribute('aria-current')).toBe('page');
    await checkAtBothWidths(page, 'interstitial-register');
    await register(page, email, account, password);

    await followMailLink(page, 'Bitte bestätigen Sie Ihr Kundenkonto', 'Kundenkonto bestätigen', email);
    await expectLinkPage(page, 'Kundenkonto bestätigt');
    expect(await readText(page.locator('main'))).toContain('Ihr Kundenkonto ist bestätigt. Sie können sich jetzt anmelden.');
    await checkAtBothWidths(page, 'anmeldebestaetigung-ok');
    // The link works once: a second visit fails, and the tab says so too.
    await page.reload();
    await expectLinkPage(page, FAILED);
    expect(await readText(page.getByRole('alert'))).toContain('nicht mehr gültig');
    await checkAtBothWidths(page, 'anmeldebestaetigung-fehler');

    // Signed in with the new account, the book made on trial is theirs.
    await signIn(page, account, password, '/buecher');
    await page.getByRole('region', { name: 'Begonnene Bücher' }).getByRole('article', { name: 'Für Oma Hedwig' }).waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'))).toMatchObject({ account, isTemporary: false, isEmailConfirmed: true });
    // The used link's 400 is the expected answer; nothing else may fail.
    expect(problems.filter((problem) => !/confirm-mail|status of 400/.test(problem))).toEqual([]);
    await close();
  });

  it("'Testzugang' without a stored return URL goes to /upload, where a book-less visitor can upload photos", async () => {
    const { page, close } = await openPage(browser);
    await visit(page, '/impressum');
    // As the guard leaves it for a visitor who came without a target.
    await page.evaluate(() => sessionStorage.setItem('eb.skipGuard', 'true'));
    await visit(page, '/login-form-interstitial');
    await page.getByRole('button', { name: 'Testzugang' }).click();
    await page.waitForURL('**/upload');
    await page.getByRole('heading', { level: 1, name: 'Ihre Fotos hochladen' }).waitFor();
    expect(pathname(page)).toBe('/upload');
    expect(await page.evaluate(() => sessionStorage.getItem('eb.returnUrl'))).toBeNull();
    await close();
  });

  it("'Testzugang' never leaves the shop: a stored return URL that browsers read as another site leads home", async () => {
    const { page, close } = await openPage(browser);
    await visit(page, '/impressum');
    const shop = new URL(page.url()).origin;
    // The tab is stripped by the browser: '/\t/…' would become '//example.org'.
    await page.evaluate(() => {
      sessionStorage.setItem('eb.skipGuard', 'true');
      sessionStorage.setItem('eb.returnUrl', '/\t/example.org/buecher');
    });
    await visit(page, '/login-form-interstitial');
    await page.getByRole('button', { name: 'Testzugang' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(new URL(page.url()).origin).toBe(shop);
    await close();
  });
});

describe('an account from registration to deletion', () => {
  // A whole account's life in three browsers (the person, a mail scanner, a second sign-in): more than the usual minute.
  it('profile messages word for word → change e-mail → confirm → delete the account → confirm', async () => {
    const { page, close } = await openPage(browser);
    const stamp = Date.now();
    const account = `Elfriede${stamp}`;
    const email = `elfriede.${stamp}@example.de`;
    const password = 'Vergissmeinnicht1';

    await visit(page, '/registrieren');
    await register(page, email, account, password);
    await followMailLink(page, 'Bitte bestätigen Sie Ihr Kundenkonto', 'Kundenkonto bestätigen', email);
    await expectLinkPage(page, 'Kundenkonto bestätigt');
    await signIn(page, account, password);

    // Profile: every message of SPEC.md section 5, word for word.
    await nav(page).getByRole('link', { name: 'Benutzerprofil' }).click();
    await page.getByRole('heading', { level: 1, name: 'Benutzerprofil' }).waitFor();
    expect(await page.getByLabel('Benutzername').inputValue()).toBe(account);
    const submit = () => page.getByRole('button', { name: 'Daten ändern' }).click();
    const messages = page.getByRole('alert').getByRole('listitem');
    const messageTexts = async () => (await messages.allTextContents()).map((text) => text.replaceAll('\u00a0', ' '));
    await submit();
    await expect.poll(() => readText(page.getByRole('alert'))).toBe('Keine Daten geändert!');

    await page.getByLabel('E-Mail-Adresse').fill('elfriede@');
    await page.getByLabel('Neues Kennwort', { exact: true }).fill('abc');
    await page.getByLabel(/Ich stimme der Speicherung/).uncheck();
    await submit();
    await expect
      .poll(messageTexts)
      .toEqual([
        'Sie müssen eine gültige E-Mail-Adresse angeben.',
        'Sie müssen ihr aktuelles Kennwort angeben.',
        'Das Kennwort muss mindestens 6 Zeichen lang sein.',
        'Bitte wiederholen Sie Ihr neues Kennwort.',
        'Bitte stimmen Sie der Speicherung Ihrer Daten zu.',
      ]);
    await checkAtBothWidths(page, 'profile-messages');
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByLabel(/Ich stimme der Speicherung/).check();
    await page.getByLabel('Aktuelles Kennwort').fill(password);
    await page.getByLabel('Neues Kennwort', { exact: true }).fill('Sonnenblume8');
    await page.getByLabel('Neues Kennwort wiederholen').fill('Sonnenblume9');
    await submit();
    await expect.poll(messageTexts).toEqual(['Die neuen Kennworteingaben stimmen nicht überein.']);

    // A wrong current password is the server's answer, in the message box.
    await page.getByLabel('Neues Kennwort', { exact: true }).fill('');
    await page.getByLabel('Neues Kennwort wiederholen').fill('');
    const newEmail = `elfriede.neu.${stamp}@example.de`;
    await page.getByLabel('E-Mail-Adresse').fill(newEmail);
    await page.getByLabel('Aktuelles Kennwort').fill('falsch');
    await submit();
    await page.getByRole('dialog').getByText('Das aktuelle Passwort ist falsch.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

    await page.getByLabel('Aktuelles Kennwort').fill(password);
    await submit();
    await page.getByRole('dialog').getByText('Ihre neuen Daten gelten, sobald Sie den Link darin öffnen.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

    await followMailLink(page, 'Bitte bestätigen Sie die Änderung Ihrer Daten', 'Änderung bestätigen', newEmail);
    await expectLinkPage(page, 'Ihre Daten sind geändert');
    await checkAtBothWidths(page, 'emailbestaetigung-ok');
    const changeLink = page.url();
    await page.getByRole('link', { name: 'Zum Benutzerprofil' }).click();
    await expect.poll(() => page.getByLabel('E-Mail-Adresse').inputValue()).toBe(newEmail);
    await page.goto(changeLink);
    await expectLinkPage(page, FAILED);
    await checkAtBothWidths(page, 'emailbestaetigung-fehler');
    await visit(page, '/benutzerprofil');

    // Deletion: asked first, then confirmed by mail; signed out four seconds later.
    await page.getByRole('button', { name: 'Account löschen' }).click();
    const question = page.getByRole('dialog');
    await question.getByText('Möchten Sie Ihren Account wirklich löschen?').waitFor();
    await screenshot(page, 'profile-delete-question');
    await question.getByRole('button', { name: 'Abbrechen' }).click();
    await page.getByRole('button', { name: 'Account löschen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Account löschen' }).click();
    await page.getByRole('dialog').getByText('Ihr Account wird gelöscht, sobald Sie den Link darin öffnen.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

    // Opening the mailed link deletes nothing (mail scanners open links): it asks for a click.
    const deletionCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/users/apply-user-deletion')) deletionCalls.push(request.url());
    });
    await followMailLink(page, 'Bitte bestätigen Sie das Löschen Ihres Accounts', 'Account endgültig löschen', newEmail);
    await expectLinkPage(page, 'Ihren Account löschen');
    const deletionLink = page.url();
    const main = page.locator('main');
    expect(await readText(main)).toContain('Ihre Bücher und die Fotos darin löschen wir zusammen mit dem Account.');
    expect(await readText(main)).toContain('Rechnungen und Bestellunterlagen bewahren wir so lange auf, wie es das Handels- und Steuerrecht verlangt');
    await checkAtBothWidths(page, 'account-loesch-betaetigung-frage');
    // A scanner in a browser of its own opens the link too, and leaves.
    const scanner = await openPage(browser);
    await visit(scanner.page, deletionLink);
    await scanner.page.getByRole('button', { name: 'Account endgültig löschen' }).waitFor();
    await scanner.close();
    expect(deletionCalls).toEqual([]);
    // 'Account behalten' goes home; the account is still there: signing in elsewhere still works.
    await page.getByRole('link', { name: 'Account behalten' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const elsewhere = await openPage(browser);
    await signIn(elsewhere.page, account, password);
    await elsewhere.close();
    expect(deletionCalls).toEqual([]);

    // Opened again, the click deletes the account.
    await visit(page, deletionLink);
    await page.getByRole('button', { name: 'Account endgültig löschen' }).click();
    await expectLinkPage(page, 'Ihr Account ist gelöscht');
    expect(deletionCalls).toHaveLength(1);
    // Quick pictures within the four seconds; axe-core checks this page in the next test.
    await screenshot(page, 'account-loesch-betaetigung-ok');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'account-loesch-betaetigung-ok');
    await page.setViewportSize(DESKTOP);
    await page.waitForURL((url) => url.pathname === '/', { timeout: 8000 });
    await nav(page).getByRole('link', { name: 'Anmelden' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // Used once, the link fails with the server's words.
    await visit(page, deletionLink);
    await page.getByRole('button', { name: 'Account endgültig löschen' }).click();
    await expectLinkPage(page, FAILED);
    expect(await readText(page.getByRole('alert'))).toContain('nicht mehr gültig');
    await checkAtBothWidths(page, 'account-loesch-betaetigung-fehler');
    await close();
  }, 120_000);

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('the account deletion page passes axe-core on a %s, asking and before it signs out', async (_label, viewport) => {
    const { page, close } = await openPage(browser, { viewport });
    // The page leaves for '/' 4 s after it shows (SPEC.md); keep it there while axe-core runs, however
    // slow the machine. (A paused page clock would stop axe-core, which needs timers itself.)
    await page.addInitScript(() => {
      const schedule = window.setTimeout;
      window.setTimeout = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) =>
        schedule(handler, timeout === 4000 ? 600_000 : timeout, ...rest)) as typeof window.setTimeout;
    });
    await page.route('**/api/users/apply-user-deletion**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ message: 'Ihr Account ist gelöscht.' }) }),
    );
    await visit(page, '/account-loesch-betaetigung/beispiel');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Account endgültig löschen' }).click();
    await expectLinkPage(page, 'Ihr Account ist gelöscht');
    await expectAccessible(page);
    expect(pathname(page)).toBe('/account-loesch-betaetigung/beispiel');
    await close();
  });
});

describe('confirmation links refused for too many attempts', () => {
  it.each([
    ['/anmeldebestaetigung/abc', '**/api/users/confirm-mail**'],
    ['/emailbestaetigung/abc', '**/api/users/apply-data-changes**'],
    ['/account-loesch-betaetigung/abc', '**/api/users/apply-user-deletion**'],
  ])('%s shows the server’s German 429 text, and the tab names the failure', async (path, api) => {
    const { page, close } = await openPage(browser);
    const message = 'Zu viele Anfragen. Bitte versuchen Sie es in 10 Minuten erneut.';
    // The browser tests come from an address without limits; the 429 itself is the server tests' matter.
    await page.route(api, (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ statusCode: 429, error: 'Too Many Requests', code: 'TOO_MANY_REQUESTS', message }) }),
    );
    await visit(page, path);
    // Deleting waits for the click; confirming an address happens on opening.
    if (path.startsWith('/account-loesch-betaetigung/')) await page.getByRole('button', { name: 'Account endgültig löschen' }).click();
    await expectLinkPage(page, FAILED);
    expect(await readText(page.getByRole('alert'))).toBe(message);
    await close();
  });
});

describe('the published demo password', () => {
  it('is refused from another machine, with a German explanation on the sign-in page', async () => {
    const { page, close } = await openPage(browser);
    // As a proxy on the shop's machine forwards a visitor from elsewhere (the tests all run on one machine).
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.7' });
    await visit(page, '/login');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.waitForURL(/\/oidc\/interaction\//);
    await page.getByLabel('Benutzername oder E-Mail-Adresse').fill(DEMO_OPERATOR_ACCOUNT);
    await page.getByLabel('Kennwort').fill(DEMO_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    expect(await readText(page.getByRole('alert'))).toContain('ist eine Anmeldung nur auf dem Rechner möglich, auf dem der Shop zum Ausprobieren läuft');
    expect(pathname(page)).toMatch(/^\/oidc\/interaction\//);
    await checkAtBothWidths(page, 'anmeldung-demo-kennwort-abgelehnt');
    await close();
  });
});

describe('forgotten password', () => {
  it('sends a link, sets a new password, and the old one stops working', async () => {
    const { page, close } = await openPage(browser);
    const account = `Wilhelm${Date.now()}`;
    const email = `${account.toLowerCase()}@example.de`;
    await page.request.post('/api/users/register', { data: { email, account, password: 'AltesKennwort1', isDataStoragePermitted: true } });
    await visit(page, '/passwort-vergessen');
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByRole('button', { name: 'Link anfordern' }).click();
    await page.getByRole('dialog').getByText('haben wir Ihnen eine E-Mail mit einem Link geschickt').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

    await followMailLink(page, 'Ein neues Kennwort für Ihr Kundenkonto', 'Neues Kennwort festlegen', email);
    await page.getByRole('heading', { level: 1, name: 'Neues Kennwort festlegen' }).waitFor();
    await checkAtBothWidths(page, 'passwort-neu');
    await page.getByRole('button', { name: 'Kennwort speichern' }).click();
    await page.locator('#reset-password-error').waitFor();
    await checkAtBothWidths(page, 'passwort-neu-fehler');
    await page.getByLabel('Neues Kennwort', { exact: true }).fill('NeuesKennwort2');
    await page.getByLabel('Neues Kennwort wiederholen').fill('NeuesKennwort2');
    await page.getByRole('button', { name: 'Kennwort speichern' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('dialog').getByText('Ihr neues Kennwort ist gespeichert.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await signIn(page, account, 'NeuesKennwort2');
    await close();
  });
});
