import type { TFunction } from 'i18next';
import { savedMoment } from '../../lib/dates';

/** How a version's time reads: in the list ('heute, 14:32') and after 'Fassung' ('von heute, 14:32', 'vom 23.11.2026, 09:10'). */
export interface SavedAtLabel {
  label: string;
  from: string;
}

function labelOf(t: TFunction, iso: string, now: Date, seconds: boolean): SavedAtLabel {
  const moment = savedMoment(iso, now, { seconds });
  if (!moment) return { label: '', from: '' };
  const values = { date: moment.date, time: moment.time };
  return { label: t(`editor.versions.when.${moment.day}`, values), from: t(`editor.versions.from.${moment.day}`, values) };
}

/**
 * Labels of a list of versions: to the minute, and to the second where versions of the same minute
 * would otherwise read alike (autosave stores every few seconds).
 */
export function savedAtLabels(t: TFunction, savedAts: readonly string[], now: Date = new Date()): SavedAtLabel[] {
  const minutes = savedAts.map((iso) => labelOf(t, iso, now, false));
  return savedAts.map((iso, index) => (minutes.filter((entry) => entry.label === minutes[index]!.label).length > 1 ? labelOf(t, iso, now, true) : minutes[index]!));
}
