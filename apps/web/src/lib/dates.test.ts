import { describe, expect, it } from 'vitest';
import { formatAppointment, formatGermanDate } from './dates';

describe('German dates (SPEC.md section 5)', () => {
  it('writes calendar dates as dd.MM.yyyy, as they are', () => {
    expect(formatGermanDate('1938-03-07')).toBe('07.03.1938');
    expect(formatGermanDate('1931-05-02')).toBe('02.05.1931');
    expect(formatGermanDate('2026-12-31')).toBe('31.12.2026');
  });

  it('writes a moment as the day it was in Germany: around midnight in winter time (UTC+1)', () => {
    expect(formatGermanDate('2026-11-22T10:00:00Z')).toBe('22.11.2026');
    // 00:30 in Berlin on 23 November is still the 22nd in UTC.
    expect(formatGermanDate('2026-11-22T23:30:00.000Z')).toBe('23.11.2026');
    expect(formatGermanDate('2026-11-22T22:59:59.999Z')).toBe('22.11.2026');
    expect(formatGermanDate('2026-11-22T23:00:00.000Z')).toBe('23.11.2026');
    // New Year's night.
    expect(formatGermanDate('2026-12-31T23:15:00.000Z')).toBe('01.01.2027');
  });

  it('writes a moment as the day it was in Germany: around midnight in summer time (UTC+2)', () => {
    expect(formatGermanDate('2026-07-14T21:59:59.999Z')).toBe('14.07.2026');
    expect(formatGermanDate('2026-07-14T22:00:00.000Z')).toBe('15.07.2026');
    expect(formatGermanDate('2026-07-14T23:45:00.000Z')).toBe('15.07.2026');
    // Offsets other than Z are read as written.
    expect(formatGermanDate('2026-07-15T01:30:00+02:00')).toBe('15.07.2026');
  });

  it('leaves dates before 1800, empty and broken values blank', () => {
    expect(formatGermanDate('1799-12-31')).toBe('');
    expect(formatGermanDate('1800-01-01')).toBe('01.01.1800');
    expect(formatGermanDate('1799-06-01T12:00:00Z')).toBe('');
    expect(formatGermanDate(null)).toBe('');
    expect(formatGermanDate(undefined)).toBe('');
    expect(formatGermanDate('')).toBe('');
    expect(formatGermanDate('gestern')).toBe('');
    expect(formatGermanDate('2026-13-45T00:00:00Z')).toBe('');
  });

  it('names appointments with weekday and time in German time', () => {
    expect(formatAppointment('2026-12-04T13:00:00Z')).toBe('Freitag, 4. Dezember 2026 um 14:00 Uhr');
  });
});
