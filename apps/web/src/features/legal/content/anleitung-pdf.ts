// Written by `npm run guide` (scripts/make-guide.ts) beside the PDF it describes: do not edit by hand.
export const GUIDE_PDF = {
  href: '/anleitung/erinnerungsbuch-anleitung.pdf',
  pages: 19,
  bytes: 1385373,
  /** What the /anleitung page says about the file before one opens it. */
  description: '19 Seiten, 1,4 MB',
} as const;
