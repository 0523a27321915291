import type { AssistantResponse } from '@eb/api-contract';
import type { TFunction } from 'i18next';

export type AssistantReportData = AssistantResponse['report'];

/**
 * 'Alle 7 Fotos sind im Buch.', or how many photos stayed out: for lack of room (the paper's page
 * limit) and because they are too small to print (never both for one photo).
 */
export function photosSentence(t: TFunction, report: AssistantReportData): string {
  const { leftOut, tooSmall } = report;
  if (leftOut.length === 0 && tooSmall.length === 0) return t('editor.assistant.allPlaced', { count: report.placed });
  const parts: string[] = [];
  if (leftOut.length > 0) parts.push(t('editor.assistant.leftOut', { count: leftOut.length }));
  if (tooSmall.length > 0) parts.push(t('editor.assistant.tooSmall', { count: tooSmall.length }));
  return parts.join(' ');
}

/** What the dialog's live region says after a run: the pages, the photos left out, and the way back. */
export const appliedAnnouncement = (t: TFunction, report: AssistantReportData): string =>
  `${t('editor.assistant.applied', { pages: report.pageCount })} ${photosSentence(t, report)} ${t('editor.assistant.undo')}`;
