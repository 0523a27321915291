import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAtBothWidths } from '../support/both-widths';
import { launchBrowser, openPage, readText, screenshot, visit } from '../support/browser';
import { signIn } from '../support/sign-in';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const nav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

async function registerThroughApi(page: Page, account: string, password: string): Promise<void> {
  const registered = await page.request.post('/api/users/register', {
    data: { email: `${account.toLowerCase()}@example.de`, account, password, isDataStoragePermitted: true },
  });
  expect(registered.status()).toBe(200);
}

/** From the shop's login page to the issuer's form, filled in and sent. */
async function signInByHand(page: Page, account: string, password: string): Promise<void> {
  await visit(page, '/login');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.getByLabel('Benutzername oder E-Mail-Adresse').fill(account);
  await page.getByLabel('Kennwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/**
 * 'Abmelden' in the menu, then the wait until the issuer has ended its session too: the header
 * shows 'Anmelden' before the browser has even left for the issuer, and a page opened meanwhile
 * would cut the sign-out short there.
 */
async function signOutAndWaitForIssuer(page: Page): Promise<void> {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await nav(page).getByRole('link', { name: 'Abmelden' }).click();
  await page.waitForURL((url) => url.pathname === '/' && url.search === '' && visited.includes('/oidc/session/end'));
  await nav(page).getByRole('link', { name: 'Anmelden' }).waitFor();
}

describe('signing in and out (OpenID Connect, code flow with PKCE)', () => {
  it('signs in on our German page, keeps token and user, and /logout signs out at once and lands on /', async () => {
    const { page, problems, close } = await openPage(browser);
    const account = `Hildegard${Date.now()}`;
    await registerThroughApi(page, account, 'Nelken2026');

    await visit(page, '/login');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.waitForURL(/\/oidc\/interaction\//);
    await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
    await checkAtBothWidths(page, 'oidc-login');

    await page.getByLabel('Benutzername oder E-Mail-Adresse').fill(account);
    await page.getByLabel('Kennwort').fill('falsch');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByRole('alert').getByText('Benutzername oder Kennwort ist falsch.').waitFor();
    expect(await page.getByLabel('Benutzername oder E-Mail-Adresse').inputValue()).toBe(account);
    await checkAtBothWidths(page, 'oidc-login-error');

    await page.getByLabel('Kennwort').fill('Nelken2026');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await nav(page).getByRole('link', { name: 'Abmelden' }).waitFor();
    expect(await nav(page).getByRole('link', { name: 'Benutzerprofil' }).count()).toBe(1);
    const stored = await page.evaluate(() => ({ token: localStorage.getItem('token'), user: JSON.parse(localStorage.getItem('user') ?? 'null') }));
    expect(stored.token?.split('.')).toHaveLength(3);
    expect(stored.user).toMatchObject({ account, isTemporary: false, mayOrderBooks: false });
    await screenshot(page, 'signed-in');

    // SPEC.md: logout logs out and goes to /. No question on the way, at the issuer neither.
    await visit(page, '/preise');
    await signOutAndWaitForIssuer(page);
    expect(await storedToken(page)).toBeNull();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('oidc.user')))).toEqual([]);
    // The issuer's session ended too: signing in again asks for the password.
    await visit(page, '/login');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.waitForURL(/\/oidc\/interaction\//);
    await page.getByLabel('Kennwort').waitFor();
    // The wrong password's 401 is the expected answer; nothing else may fail.
    expect(problems.filter((problem) => !/status of 401|HTTP 401 .*\/login$/.test(problem))).toEqual([]);
    await close();
  });

  it('goes back where it started when sign-in is cancelled on the issuer’s page', async () => {
    const { page, close } = await openPage(browser);
    await visit(page, '/login?ziel=/preise');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.waitForURL(/\/oidc\/interaction\//);
    await page.getByRole('button', { name: 'Abbrechen und zurück zum Shop' }).click();
    await page.waitForURL((url) => url.pathname === '/preise');
    await page.getByRole('heading', { level: 1, name: 'Preise' }).waitFor();
    expect(await storedToken(page)).toBeNull();
    await close();
  });

  it('shows our German error page for a sign-in page that has expired', async () => {
    const { page, close } = await openPage(browser);
    const response = await page.goto('/oidc/interaction/abgelaufen-oder-unbekannt');
    expect(response?.status()).toBe(400);
    await page.getByRole('heading', { level: 1, name: 'Die Anmeldung hat nicht geklappt' }).waitFor();
    await checkAtBothWidths(page, 'oidc-error');
    await page.getByRole('link', { name: 'Erneut anmelden' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await close();
  });

  it("says 'Benutzer wird geladen' while the user is loaded after sign-in, and that the server is unreachable when it fails", async () => {
    const { page, close } = await openPage(browser);
    const account = `Gertrud${Date.now()}`;
    await registerThroughApi(page, account, 'Flieder2026');

    // A slow answer: the busy text shows (after the spinner's 500 ms).
    await page.route('**/api/users/user-info', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await signInByHand(page, account, 'Flieder2026');
    const busy = page.getByRole('status').filter({ hasText: 'Benutzer wird geladen' });
    await busy.waitFor();
    await screenshot(page, 'signin-loading-user');
    await page.waitForURL((url) => url.pathname === '/');
    await nav(page).getByRole('link', { name: 'Abmelden' }).waitFor();
    await page.unroute('**/api/users/user-info');
    await signOutAndWaitForIssuer(page);

    // No answer at all: SPEC.md's sentence, and nobody is left half signed in.
    await page.route('**/api/users/user-info', (route) => route.abort('connectionrefused'));
    await signInByHand(page, account, 'Flieder2026');
    await page.getByRole('heading', { level: 1, name: 'Die Anmeldung hat nicht geklappt' }).waitFor();
    expect(await readText(page.getByRole('alert'))).toBe('Der Server ist zur Zeit nicht erreichbar. Probieren sie es später noch einmal.');
    expect(await storedToken(page)).toBeNull();
    await nav(page).getByRole('link', { name: 'Anmelden' }).waitFor();
    await checkAtBothWidths(page, 'signin-user-unreachable');
    await close();
  });
});

/**
 * The stored token as the session check (every 300 000 ms) leaves it: the page's clock is moved
 * past one check at a time instead of waiting, until the expectation holds.
 */
const tokenAfterSessionChecks = (page: Page) =>
  expect.poll(
    async () => {
      await page.clock.fastForward('05:01');
      return storedToken(page);
    },
    { timeout: 20_000, interval: 500 },
  );

describe('the session', () => {
  it('signs this tab out at the next session check when the session ended at the issuer, and goes to the return URL', async () => {
    const { page, close } = await openPage(browser);
    const account = `Ottilie${Date.now()}`;
    await registerThroughApi(page, account, 'Astern2026');
    // The check runs every 300 000 ms; the test moves the page's clock instead of waiting.
    await page.clock.install();
    await signIn(page, account, 'Astern2026');
    await visit(page, '/impressum');
    await page.evaluate(() => sessionStorage.setItem('eb.returnUrl', '/preise'));

    // Another tab ends the session at the issuer (as signing out of it elsewhere would). A plain
    // link there only asks: no other site may sign people out by sending them to it.
    const other = await page.context().newPage();
    await other.goto('/oidc/session/end');
    await other.getByRole('heading', { level: 1, name: 'Abmelden' }).waitFor();
    await other.getByText('Möchten Sie sich bei Erinnerungsbuch abmelden?').waitFor();
    await checkAtBothWidths(other, 'oidc-logout-question');
    await other.getByRole('button', { name: 'Abmelden' }).click();
    await other.getByRole('heading', { level: 1, name: 'Sie sind abgemeldet' }).waitFor();
    await checkAtBothWidths(other, 'oidc-logged-out');
    await other.close();
    expect(await storedToken(page)).not.toBeNull();

    await tokenAfterSessionChecks(page).toBeNull();
    await page.waitForURL((url) => url.pathname === '/preise');
    await nav(page).getByRole('link', { name: 'Anmelden' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('eb.returnUrl'))).toBeNull();
    await close();
  });

  it('keeps a live session through the check, renewing the token', async () => {
    const { page, close } = await openPage(browser);
    const account = `Ludwig${Date.now()}`;
    await registerThroughApi(page, account, 'Efeu20266');
    await page.clock.install();
    await signIn(page, account, 'Efeu20266');
    await visit(page, '/impressum');
    const before = await storedToken(page);
    await tokenAfterSessionChecks(page).not.toBe(before);
    expect(await storedToken(page)).not.toBeNull();
    expect(new URL(page.url()).pathname).toBe('/impressum');
    await nav(page).getByRole('link', { name: 'Abmelden' }).waitFor();
    await close();
  });

  it('signs this tab out when another tab signs out', async () => {
    const { page, close } = await openPage(browser);
    await visit(page, '/preise');
    await page.evaluate(() => {
      localStorage.setItem('token', 'x.y.z');
      localStorage.setItem('user', JSON.stringify({ account: 'Anna', isTemporary: false }));
    });
    const second = await page.context().newPage();
    await second.goto('/preise');
    await second.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    // The storage listener comes with the lazily loaded session keeper, the menu with its own chunk: let both load first.
    await nav(second).getByRole('link', { name: 'Abmelden' }).waitFor();
    await second.waitForLoadState('networkidle');
    await page.evaluate(() => {
      localStorage.removeItem('token');
      localStorage.removeItem('user');
    });
    await second.waitForURL((url) => url.pathname === '/');
    await nav(second).getByRole('link', { name: 'Anmelden' }).waitFor();
    await close();
  });
});
