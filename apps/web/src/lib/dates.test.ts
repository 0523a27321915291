import { describe, expect, it } from 'vitest';
import { formatAppointment, formatGermanDate } from './dates';

describe('German dates (SPEC.md section 5)', () => {
  it('writes dd.MM.yyyy', () => {
    expect(formatGermanDate('1938-03-07')).toBe('07.03.1938');
    expect(formatGermanDate('2026-11-22T10:00:00Z')).toBe('22.11.2026');
  });

  it('leaves dates before 1800, empty and broken values blank', () => {
    expect(formatGermanDate('1799-12-31')).toBe('');
    expect(formatGermanDate('1800-01-01')).toBe('01.01.1800');
    expect(formatGermanDate(null)).toBe('');
    expect(formatGermanDate('gestern')).toBe('');
  });

  it('names appointments with weekday and time in German time', () => {
    expect(formatAppointment('2026-12-04T13:00:00Z')).toBe('Freitag, 4. Dezember 2026 um 14:00 Uhr');
  });
});
