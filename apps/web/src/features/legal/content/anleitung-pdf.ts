// Written by `npm run guide` (scripts/make-guide.ts) beside the PDF it describes: do not edit by hand.
export const GUIDE_PDF = {
  href: '/anleitung/erinnerungsbuch-anleitung.pdf',
  pages: 18,
  bytes: 1331891,
  /** What the /anleitung page says about the file before one opens it. */
  description: '18 Seiten, 1,3 MB',
} as const;
