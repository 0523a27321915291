import { describe, expect, it } from 'vitest';
import { capturedAt, momentStarts, orderPhotos } from './ordering';
import { photo } from './testing';

describe('the story’s order and its moments', () => {
  it('orders photos by capture time; photos without one keep their upload positions', () => {
    const photos = [
      photo('c', 10, 10, '2001-05-03T10:00:00', 0),
      photo('scan-1', 10, 10, null, 1),
      photo('a', 10, 10, '1999-01-01T08:00:00', 2),
      photo('b', 10, 10, '2000-07-14T18:30:00', 3),
      photo('scan-2', 10, 10, 'kein Datum', 4),
      photo('scan-3', 10, 10, null, 5),
    ];
    // Given in another order than uploaded: the upload order decides, not the array.
    const ordered = orderPhotos([...photos].reverse()).map((entry) => entry.id);
    expect(ordered).toEqual(['a', 'scan-1', 'b', 'c', 'scan-2', 'scan-3']);
  });

  it('reads the capture time as written and refuses what is no date', () => {
    expect(capturedAt('2026-11-02T07:05:09')).toBe(Date.UTC(2026, 10, 2, 7, 5, 9));
    expect(capturedAt('2026-11-02 07:05')).toBe(Date.UTC(2026, 10, 2, 7, 5, 0));
    expect(capturedAt('2026-13-02T07:05:09')).toBeNull();
    expect(capturedAt('')).toBeNull();
  });

  it('starts a new moment at a gap much larger than the typical one', () => {
    const at = (day: number, minute: number) => `2020-06-${String(day).padStart(2, '0')}T10:${String(minute).padStart(2, '0')}:00`;
    const photos = orderPhotos([
      photo('1', 1, 1, at(1, 0), 0),
      photo('2', 1, 1, at(1, 2), 1),
      photo('3', 1, 1, at(1, 5), 2),
      photo('4', 1, 1, at(20, 0), 3),
      photo('5', 1, 1, at(20, 3), 4),
      photo('undated', 1, 1, null, 5),
      photo('6', 1, 1, at(20, 4), 6),
    ]);
    expect(momentStarts(photos)).toEqual([true, false, false, true, false, false, false]);
    // A burst of photos seconds apart is one moment, however regular.
    const burst = orderPhotos(Array.from({ length: 5 }, (_, index) => photo(`${index}`, 1, 1, `2020-06-01T10:00:0${index}`, index)));
    expect(momentStarts(burst)).toEqual([true, false, false, false, false]);
  });
});
