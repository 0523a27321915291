/**
 * The one German answer to too many requests (429), for the API, the sign-in page and anything
 * else refused for it: with the wait when it is known (@fastify/rate-limit's `after`, e.g.
 * "10 minutes"), else without.
 */
export function tooManyRequestsMessage(after?: string): string {
  if (!after) return 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.';
  return `Zu viele Anfragen. Bitte versuchen Sie es in ${germanDuration(after)} erneut.`;
}

// Dative after "in": einer Minute, 10 Minuten, 2 Tagen.
const UNITS: Record<string, [one: string, many: string]> = {
  second: ['Sekunde', 'Sekunden'],
  minute: ['Minute', 'Minuten'],
  hour: ['Stunde', 'Stunden'],
  day: ['Tag', 'Tagen'],
};

function germanDuration(after: string): string {
  const match = /^(\d+) (second|minute|hour|day)s?$/.exec(after.trim());
  if (!match) return 'einem Moment';
  const [, count = '', unit = ''] = match;
  const [one, many] = UNITS[unit] ?? ['', ''];
  if (count !== '1') return `${count} ${many}`;
  return unit === 'day' ? `einem ${one}` : `einer ${one}`;
}
