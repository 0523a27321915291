import { describe, expect, it } from 'vitest';
import { fromBerlinWallClock, toBerlinWallClock } from './berlin-time';

describe('appointments in German time', () => {
  it.each([
    ['2026-12-04', '14:00', '2026-12-04T13:00:00.000Z'],
    ['2026-07-10', '09:30', '2026-07-10T07:30:00.000Z'],
    ['2026-03-29', '01:30', '2026-03-29T00:30:00.000Z'],
    ['2026-03-29', '03:30', '2026-03-29T01:30:00.000Z'],
    ['2026-10-25', '04:00', '2026-10-25T03:00:00.000Z'],
  ])('%s %s in Berlin is %s', (date, time, iso) => {
    expect(fromBerlinWallClock(date, time).toISOString()).toBe(iso);
    expect(toBerlinWallClock(new Date(iso))).toEqual({ date, time });
  });

  it('reads midnight as the same day', () => {
    expect(toBerlinWallClock(fromBerlinWallClock('2027-01-01', '00:00'))).toEqual({ date: '2027-01-01', time: '00:00' });
  });
});
