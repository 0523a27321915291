const berlinMoment = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/Berlin',
});

/** A moment as the operators read it: '24.11.2026, 15:04' in German time, whatever the device's zone. */
export function formatMoment(iso: string | null | undefined): string {
  if (!iso) return '';
  const moment = new Date(iso);
  return Number.isNaN(moment.getTime()) ? '' : berlinMoment.format(moment);
}
