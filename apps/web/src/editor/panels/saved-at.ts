/**
 * When a version was saved, as people say it: 'heute, 14:32', 'gestern, 18:05', else
 * '23.11.2026, 09:10' — in German time (Europe/Berlin), whatever the device's zone.
 */
const parts = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/Berlin',
});

function berlin(moment: Date) {
  const p = Object.fromEntries(parts.formatToParts(moment).map((part) => [part.type, part.value]));
  return { day: `${p.day}.${p.month}.${p.year}`, time: `${p.hour}:${p.minute}`, seconds: `${p.hour}:${p.minute}:${p.second}` };
}

export function formatSavedAt(iso: string, now: Date = new Date(), { seconds = false }: { seconds?: boolean } = {}): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return '';
  const berlinMoment = berlin(moment);
  const saved = { day: berlinMoment.day, time: seconds ? berlinMoment.seconds : berlinMoment.time };
  if (saved.day === berlin(now).day) return `heute, ${saved.time}`;
  // A day before 'now' in Berlin: 24 hours back always lands on the calendar day before (DST shifts by one hour only).
  if (saved.day === berlin(new Date(now.getTime() - 24 * 3600_000)).day) return `gestern, ${saved.time}`;
  return `${saved.day}, ${saved.time}`;
}

/** The saved time after 'Fassung': 'von heute, 14:32', 'von gestern, 18:05', 'vom 23.11.2026, 09:10'. */
export function fromSavedAt(label: string): string {
  return /^(heute|gestern),/.test(label) ? `von ${label}` : `vom ${label}`;
}

/**
 * Labels of a list of versions: to the minute, and to the second where versions of the same minute
 * would otherwise read alike (autosave stores every few seconds).
 */
export function savedAtLabels(savedAts: readonly string[], now: Date = new Date()): string[] {
  const minutes = savedAts.map((iso) => formatSavedAt(iso, now));
  return savedAts.map((iso, index) => (minutes.filter((label) => label === minutes[index]).length > 1 ? formatSavedAt(iso, now, { seconds: true }) : minutes[index]!));
}
