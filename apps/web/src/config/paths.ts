/** Every URL of the app, in one place (ARCHITECTURE.md rule 3). */
export const paths = {
  home: '/',
  intro: '/intro',
  moreInfoAnchor: 'mehr-erfahren',
  selection: {
    root: '/auswahl',
    format: '/auswahl/format',
    design: '/auswahl/design',
    paper: '/auswahl/papier',
    details: '/auswahl/details',
  },
  books: '/buecher',
  login: '/login',
  logout: '/logout',
  signInCallback: '/anmeldung/abschluss',
  silentRenew: '/anmeldung/erneuern',
  profile: '/benutzerprofil',
  forgotPassword: '/passwort-vergessen',
  resetPassword: '/passwort-neu/:token',
  register: '/registrieren',
  confirmRegistration: '/anmeldebestaetigung/:token',
  feedback: '/feedback',
  tutorial: '/anleitung',
  legal: {
    terms: '/agb',
    withdrawal: '/agb#widerrufsbelehrung',
    privacy: '/datenschutz',
    objection: '/datenschutz#widerspruch',
    prices: '/preise',
    payment: '/zahlungsarten',
    imprint: '/impressum',
    shipping: '/versand',
  },
} as const;

/** Pages whose HTML is rendered at build time (apps/web/src/prerender). */
export const prerenderedPaths = [
  paths.home,
  paths.legal.prices,
  paths.legal.terms,
  paths.legal.privacy,
  paths.legal.payment,
  paths.legal.imprint,
  paths.legal.shipping,
  paths.tutorial,
] as const;
