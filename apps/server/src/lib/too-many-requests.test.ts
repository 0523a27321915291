import { describe, expect, it } from 'vitest';
import { tooManyRequestsMessage } from './too-many-requests';

describe('the German answer to too many requests', () => {
  it.each([
    ['1 minute', 'einer Minute'],
    ['10 minutes', '10 Minuten'],
    ['1 second', 'einer Sekunde'],
    ['30 seconds', '30 Sekunden'],
    ['1 hour', 'einer Stunde'],
    ['2 hours', '2 Stunden'],
    ['1 day', 'einem Tag'],
    ['3 days', '3 Tagen'],
  ])('names the wait of %s as %s', (after, german) => {
    expect(tooManyRequestsMessage(after)).toBe(`Zu viele Anfragen. Bitte versuchen Sie es in ${german} erneut.`);
  });

  it('never passes English on, and has a sentence for an unknown wait', () => {
    expect(tooManyRequestsMessage('1.5 fortnights')).toBe('Zu viele Anfragen. Bitte versuchen Sie es in einem Moment erneut.');
    expect(tooManyRequestsMessage()).toBe('Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.');
  });
});
