import { escapeHtml } from '../../lib/html';

/**
 * The issuer's own pages (sign-in, sign-out, errors): plain server-rendered HTML in the shop's look,
 * German, working without any script, so the strict CSP holds here too.
 */
export const AUTH_CSS_PATH = '/auth-assets/auth.css';

export interface AuthPageSite {
  shopName: string;
  supportEmail: string;
  supportPhone: string;
  publicUrl: string;
}

export function authPage(site: AuthPageSite, title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – ${escapeHtml(site.shopName)}</title>
<link rel="icon" href="/images/brand/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${AUTH_CSS_PATH}">
${head}
</head>
<body>
<header class="bar"><a class="brand" href="${escapeHtml(site.publicUrl)}/"><img src="/images/brand/logo.svg" alt="" width="40" height="40"> ${escapeHtml(site.shopName)}</a></header>
<main class="card">
${body}
</main>
<footer class="help">Wir helfen Ihnen gern: Telefon ${escapeHtml(site.supportPhone)} (Mo–Fr 8–20 Uhr, Sa 9–16 Uhr) · <a href="mailto:${escapeHtml(site.supportEmail)}">${escapeHtml(site.supportEmail)}</a></footer>
</body>
</html>`;
}

export interface LoginFormState {
  action: string;
  abortAction: string;
  login: string;
  error?: string | undefined;
}

export function loginPage(site: AuthPageSite, state: LoginFormState): string {
  const error = state.error ? `<p class="error" role="alert" id="login-error">${escapeHtml(state.error)}</p>` : '';
  const describedBy = state.error ? ' aria-describedby="login-error" aria-invalid="true"' : '';
  return authPage(
    site,
    'Anmelden',
    `<h1>Anmelden</h1>
<p class="lead">Melden Sie sich mit Ihrem Benutzernamen oder Ihrer E-Mail-Adresse an.</p>
${error}
<form method="post" action="${escapeHtml(state.action)}" novalidate>
<label for="login">Benutzername oder E-Mail-Adresse</label>
<input id="login" name="login" type="text" autocomplete="username" required value="${escapeHtml(state.login)}"${describedBy} autofocus>
<label for="password">Kennwort</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}>
<button type="submit" class="primary">Anmelden</button>
</form>
<p><a href="${escapeHtml(site.publicUrl)}/passwort-vergessen">Passwort vergessen?</a></p>
<p>Noch kein Kundenkonto? <a href="${escapeHtml(site.publicUrl)}/registrieren">Jetzt registrieren</a></p>
<form method="post" action="${escapeHtml(state.abortAction)}"><button type="submit" class="secondary">Abbrechen und zurück zum Shop</button></form>`,
  );
}

/** oidc-provider names its sign-out form so; our page submits it (logout=yes ends the whole session). */
const LOGOUT_FORM_ID = 'op.logoutForm';
export const LOGOUT_SCRIPT_PATH = '/auth-assets/logout.js';
export const LOGOUT_SCRIPT = `document.getElementById(${JSON.stringify(LOGOUT_FORM_ID)}).submit();\n`;

/**
 * SPEC.md: logging out asks nothing. When the shop itself sends the person here (`automatic`: it
 * proved so with their own ID token), the issuer's form (with its anti-forgery value) is sent at once
 * by a script from our own origin, which the CSP allows; without script, the one button does it.
 * Any other link to this address gets the question and the button, so no other site can sign
 * people out by sending them here.
 */
export function logoutPage(site: AuthPageSite, form: string, automatic: boolean): string {
  const fields = `${form}
<input type="hidden" name="logout" value="yes" form="${LOGOUT_FORM_ID}">
<button type="submit" class="primary" form="${LOGOUT_FORM_ID}">Abmelden</button>`;
  if (automatic) {
    return authPage(site, 'Abmelden', `<h1>Sie werden abgemeldet …</h1>\n${fields}`, `<script src="${LOGOUT_SCRIPT_PATH}" defer></script>`);
  }
  return authPage(
    site,
    'Abmelden',
    `<h1>Abmelden</h1>
<p class="lead">Möchten Sie sich bei ${escapeHtml(site.shopName)} abmelden?</p>
${fields}
<p><a href="${escapeHtml(site.publicUrl)}/">Angemeldet bleiben und zurück zum Shop</a></p>`,
  );
}

export function loggedOutPage(site: AuthPageSite): string {
  return authPage(site, 'Abgemeldet', `<h1>Sie sind abgemeldet</h1><p><a class="button-link" href="${escapeHtml(site.publicUrl)}/">Zur Startseite</a></p>`);
}

export function authErrorPage(site: AuthPageSite): string {
  return authPage(
    site,
    'Anmeldung nicht möglich',
    `<h1>Die Anmeldung hat nicht geklappt</h1>
<p class="lead">Vielleicht war die Seite zu lange geöffnet. Bitte starten Sie die Anmeldung noch einmal.</p>
<p><a class="button-link" href="${escapeHtml(site.publicUrl)}/login">Erneut anmelden</a></p>`,
  );
}

export const AUTH_CSS = `
*{box-sizing:border-box}
body{margin:0;background:#faf6f0;color:#2b2320;font:19px/1.6 'Source Sans 3','Segoe UI',system-ui,sans-serif}
a{color:#5b3a29}
:focus-visible{outline:3px solid #1d4e89;outline-offset:3px}
.bar{background:#fff;border-bottom:1px solid #d9cbb9;padding:8px 24px}
.brand{display:inline-flex;align-items:center;gap:10px;min-height:48px;color:#432a1d;text-decoration:none;font:600 1.75rem Georgia,'Times New Roman',serif}
.card{max-width:32rem;margin:40px auto;padding:32px 24px;background:#fff;border-radius:10px;box-shadow:0 2px 10px rgba(67,42,29,.1)}
h1{margin:0 0 12px;font:600 2.25rem/1.2 Georgia,'Times New Roman',serif;color:#432a1d}
.lead{margin:0 0 20px}
label{display:block;margin:16px 0 6px;font-weight:600}
input{width:100%;min-height:48px;padding:10px 12px;border:2px solid #544640;border-radius:10px;font:inherit;color:inherit;background:#fff}
input[aria-invalid=true]{border-color:#a3261d}
button,.button-link{display:inline-flex;align-items:center;justify-content:center;width:100%;min-height:52px;margin-top:24px;padding:10px 20px;border:2px solid #5b3a29;border-radius:10px;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.primary,.button-link{background:#5b3a29;color:#fff}
.secondary{background:#fff;color:#5b3a29;margin-top:12px}
.error{padding:12px 16px;border-left:4px solid #a3261d;background:#fdf1ef;color:#a3261d;font-weight:600}
.help{max-width:32rem;margin:0 auto 40px;padding:0 24px;font-size:17px;color:#544640}
`;
