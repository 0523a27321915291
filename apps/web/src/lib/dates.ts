const germanDay = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' });

/**
 * SPEC.md section 5: dates as dd.MM.yyyy; dates before the year 1800 are shown blank. Two kinds of
 * value arrive: calendar dates ('1931-05-02', birth and death), shown as they are, and moments
 * ('2026-11-22T23:30:00.000Z', when a book was edited), shown as the day it was in Germany then.
 */
export function formatGermanDate(value: string | null | undefined): string {
  const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (calendarDate) {
    const [, year, month, day] = calendarDate;
    return Number(year) < 1800 ? '' : `${day}.${month}.${year}`;
  }
  // Only full timestamps: anything else would be guessed at by Date.
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value ?? '')) return '';
  const moment = new Date(value ?? '');
  if (Number.isNaN(moment.getTime())) return '';
  const parts = Object.fromEntries(germanDay.formatToParts(moment).map((part) => [part.type, part.value]));
  return Number(parts.year) < 1800 ? '' : `${parts.day}.${parts.month}.${parts.year}`;
}

const appointmentFormat = new Intl.DateTimeFormat('de-DE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Berlin',
});

/** "Freitag, 4. Dezember 2026 um 14:00" + " Uhr": appointments as people say them. */
export function formatAppointment(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : `${appointmentFormat.format(date)} Uhr`;
}

const berlinClock = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/Berlin',
});

function berlinParts(moment: Date) {
  const p = Object.fromEntries(berlinClock.formatToParts(moment).map((part) => [part.type, part.value]));
  return { date: `${p.day}.${p.month}.${p.year}`, minutes: `${p.hour}:${p.minute}`, seconds: `${p.hour}:${p.minute}:${p.second}` };
}

/** A saved moment as the German day it was ('today', 'yesterday' or its date) and its clock time. */
export interface SavedMoment {
  day: 'today' | 'yesterday' | 'earlier';
  /** dd.MM.yyyy */
  date: string;
  /** HH:mm, or HH:mm:ss when asked for seconds. */
  time: string;
}

/** When something was saved, in German time (Europe/Berlin) whatever the device's zone; null for what is not a moment. */
export function savedMoment(iso: string, now: Date, { seconds = false }: { seconds?: boolean } = {}): SavedMoment | null {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return null;
  const saved = berlinParts(moment);
  const time = seconds ? saved.seconds : saved.minutes;
  if (saved.date === berlinParts(now).date) return { day: 'today', date: saved.date, time };
  // 24 hours before 'now' always lands on the calendar day before in Berlin (DST shifts by one hour only).
  if (saved.date === berlinParts(new Date(now.getTime() - 24 * 3600_000)).date) return { day: 'yesterday', date: saved.date, time };
  return { day: 'earlier', date: saved.date, time };
}
