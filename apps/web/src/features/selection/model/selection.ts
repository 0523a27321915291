import type { Finish } from '@eb/catalogue';

/** The choices of the selection flow (SPEC.md section 3 'Selection state'). */
export interface Selection {
  formatId?: number;
  themeId?: number;
  paperId?: number;
  cover?: Finish;
  pages?: Finish;
  description?: string;
  /** The memorial page chosen on the details step, with its name for showing it again. */
  memorialPage?: { id: string; description: string };
}

export const SELECTION_STEPS = ['format', 'design', 'paper', 'details'] as const;
export type SelectionStep = (typeof SELECTION_STEPS)[number];

/** The earliest step whose choice is missing; 'details' when everything is chosen. */
export function firstMissingStep(selection: Selection): SelectionStep {
  if (selection.formatId == null) return 'format';
  if (selection.themeId == null) return 'design';
  if (selection.paperId == null || selection.cover == null || selection.pages == null) return 'paper';
  return 'details';
}

/** A step may be shown once every earlier choice is made (SPEC.md: each step redirects to an earlier one). */
export function redirectStepFor(step: SelectionStep, selection: Selection): SelectionStep | null {
  const missing = firstMissingStep(selection);
  return SELECTION_STEPS.indexOf(step) > SELECTION_STEPS.indexOf(missing) ? missing : null;
}

export interface FormatOffer {
  themeIds: readonly number[];
  paperIds: readonly number[];
}

/**
 * Choosing a format keeps the design and paper only where the new format offers them; a paper
 * that goes also takes its finishes with it.
 */
export function chooseFormat(selection: Selection, formatId: number, offer: FormatOffer): Selection {
  const next: Selection = { ...selection, formatId };
  if (next.themeId != null && !offer.themeIds.includes(next.themeId)) delete next.themeId;
  if (next.paperId != null && !offer.paperIds.includes(next.paperId)) {
    delete next.paperId;
    delete next.cover;
    delete next.pages;
  }
  return next;
}

export function chooseDesign(selection: Selection, themeId: number): Selection {
  return { ...selection, themeId };
}

/** A new paper replaces the finishes; they were chosen on the paper's own card. */
export function choosePaper(selection: Selection, paperId: number, finishes: { cover: Finish; pages: Finish }): Selection {
  return { ...selection, paperId, cover: finishes.cover, pages: finishes.pages };
}

export const DESCRIPTION_MAX_LENGTH = 150;
