/** What the finishing check (issue 13) reports; the same shape is preflightProblemSchema in @eb/api-contract. */
export type PreflightCode =
  | 'EMPTY_PHOTO_FRAME'
  | 'EMPTY_TEXT_FRAME'
  | 'MISSING_PHOTO'
  /** Printed below 100 dpi: visibly blurred, the book is not finished like this. */
  | 'PHOTO_RESOLUTION_BLOCK'
  /** Printed below 200 dpi: soft, the person should look. */
  | 'PHOTO_RESOLUTION_WARN'
  | 'TEXT_OVERFLOW'
  | 'TEXT_OUTSIDE_SAFE_ZONE'
  | 'PAGE_COUNT';

export type PreflightSeverity = 'block' | 'warn';

export interface PreflightProblem {
  code: PreflightCode;
  severity: PreflightSeverity;
  /** 0 = cover, 1.. = inner spreads (the editor's setSpread index). */
  spreadIndex: number;
  /** null for PAGE_COUNT. */
  pageId: string | null;
  frameId: string | null;
  /** Printed page number; null on the cover and for PAGE_COUNT. */
  pageNumber: number | null;
  coverPart: 'front' | 'back' | 'spine' | null;
  /** For the resolution codes: whole pixels per inch, rounded down (so 99.6 shows as 99, below the limit it broke). */
  effectiveDpi?: number;
}

export interface PreflightResult {
  problems: PreflightProblem[];
  /** Whether any problem blocks finishing. */
  blocking: boolean;
}
