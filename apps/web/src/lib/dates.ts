/** SPEC.md section 5: dates as dd.MM.yyyy; dates before the year 1800 are shown blank. */
export function formatGermanDate(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  if (!match) return '';
  const [, year, month, day] = match;
  if (Number(year) < 1800) return '';
  return `${day}.${month}.${year}`;
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
