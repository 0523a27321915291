/**
 * Appointments are entered and read as German wall-clock time (Europe/Berlin; Austria keeps the
 * same clock), whatever the server's or the browser's own time zone. The database keeps the instant.
 */
const TIME_ZONE = 'Europe/Berlin';
const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function wallClockOf(instant: Date) {
  const value = Object.fromEntries(parts.formatToParts(instant).map((part) => [part.type, part.value]));
  return { date: `${value.year}-${value.month}-${value.day}`, time: `${value.hour}:${value.minute}` };
}

/** Minutes Berlin is ahead of UTC at that instant (60 in winter, 120 in summer). */
function offsetMinutes(instant: Date): number {
  const { date, time } = wallClockOf(instant);
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** '2026-12-04', '14:00' → the instant it is 14:00 in Berlin. A time skipped in spring moves on an hour. */
export function fromBerlinWallClock(date: string, time: string): Date {
  const naive = Date.parse(`${date}T${time}:00Z`);
  const first = naive - offsetMinutes(new Date(naive)) * 60_000;
  // Near a clock change the offset at the guess may differ from the offset at the answer.
  const second = naive - offsetMinutes(new Date(first)) * 60_000;
  return new Date(second);
}

export const toBerlinWallClock = (instant: Date): { date: string; time: string } => wallClockOf(instant);
