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
    /** The details of a new book from a funeral director's template. */
    detailsFromTemplate: '/auswahl/details/:bookId',
  },
  books: '/buecher',
  /** Funeral directors: makes the book (from a template when given), then opens it. */
  createBook: '/erstellen/:bookId?',
  upload: '/upload/:bookId?',
  editBook: '/bearbeiten/:bookId',
  shareBook: '/teilen/:bookId',
  /** The mailed link of a shared book (issue 14): who shares what, then sign-in, registration or trial access. */
  sharedBookLanding: '/geteiltes-buch/:token',
  /** Takes the shared book over as the caller's own copy, then opens it. */
  confirmShare: '/teilen-bestaetigung/:token',
  /** The editor on the recipient's copy. */
  editSharedBook: '/teilen-bearbeiten/:bookId',
  /** SPEC.md section 2: finishes the book from the editor's query (id, productcode, jobid, sheetCount), then /buecher. */
  finalize: '/finalize',
  memorialPage: '/gedenkseite/:pageId',
  memorialTakeover: '/login/:memorialPageId',
  memorialAdministration: '/gedenkseite/:pageId/verwalten',
  operatorMemorialPages: '/betrieb/gedenkseiten',
  /** The back office (issue 15): orders, their detail, the feedback list; operators only. */
  backOffice: '/verwaltung',
  backOfficeOrder: '/verwaltung/bestellungen/:orderNumber',
  backOfficeFeedback: '/verwaltung/rueckmeldungen',
  login: '/login',
  logout: '/logout',
  signInCallback: '/anmeldung/abschluss',
  profile: '/benutzerprofil',
  /** A funeral director's company's shipping addresses (SPEC.md 'lieferanschriften'). */
  shippingAddresses: '/lieferanschriften',
  /** The checkout of a reservation (issue 15), its cancel and its failure page. */
  checkout: '/warenkorb/:reservationId',
  orderCancel: '/bestell-abbruch/:reservationId',
  orderError: '/bestell-fehler/:reservationId',
  /** SPEC.md section 2: old entry points of the basket; both lead to /buecher. */
  addToCart: '/addtocart',
  startOver: '/startover',
  forgotPassword: '/passwort-vergessen',
  resetPassword: '/passwort-neu/:token',
  register: '/registrieren',
  loginInterstitial: '/login-form-interstitial',
  registerInterstitial: '/register-form-interstitial',
  confirmRegistration: '/anmeldebestaetigung/:token',
  confirmDataChange: '/emailbestaetigung/:token',
  confirmDeletion: '/account-loesch-betaetigung/:token',
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

/** A path with its :token filled in (a mailed link's token: base64url, escaped all the same). */
export const tokenPath = (path: string, token: string) => path.replace(':token', encodeURIComponent(token));

/** A path with its :reservationId filled in. */
export const reservationPath = (path: string, reservationId: string) => path.replace(':reservationId', encodeURIComponent(reservationId));

/** A path with its :bookId filled in (or left out where it is optional). */
export function bookPath(path: string, bookId?: number | null): string {
  return path.replace(/:bookId\??/, bookId == null ? '' : String(bookId)).replace(/\/$/, '');
}

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
