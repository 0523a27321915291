import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import de from '../../../i18n/de.json';
import { addRateSample, bytesPerSecond, RATE_WINDOW_MS, secondsLeft, timeLeftPhrase, type RateSample, type TimeLeftPhrase } from './time-left';

const MB = 1024 * 1024;

/** The words exactly as the page shows them, from the real translation file. */
const words = (phrase: TimeLeftPhrase) => i18next.t(`upload.timeLeft.${phrase.key}`, 'count' in phrase ? { count: phrase.count } : {});

beforeAll(async () => {
  await i18next.init({ lng: 'de', resources: { de: { translation: de } }, interpolation: { escapeValue: false } });
});

describe('the rate of the last seconds', () => {
  it('gives no estimate before two seconds of history', () => {
    const samples = addRateSample(addRateSample([], { at: 0, bytes: 0 }), { at: 1_000, bytes: MB });
    expect(bytesPerSecond(samples)).toBeNull();
  });

  it('measures bytes per second over the window and forgets what is older', () => {
    let samples: RateSample[] = [];
    // First a fast minute (1 MB/s), then a slow stretch (0.1 MB/s): the estimate follows the slow one.
    for (let second = 0; second <= 60; second++) samples = addRateSample(samples, { at: second * 1000, bytes: second * MB });
    for (let second = 61; second <= 100; second++) samples = addRateSample(samples, { at: second * 1000, bytes: 60 * MB + (second - 60) * 0.1 * MB });
    expect(samples.every((sample) => 100_000 - sample.at <= RATE_WINDOW_MS)).toBe(true);
    expect(bytesPerSecond(samples)).toBeCloseTo(0.1 * MB);
  });

  it('has no rate while nothing moves (offline), instead of a stale hopeful one', () => {
    let samples: RateSample[] = [];
    for (let second = 0; second <= 30; second++) samples = addRateSample(samples, { at: second * 1000, bytes: 5 * MB });
    expect(bytesPerSecond(samples)).toBeNull();
    expect(timeLeftPhrase(secondsLeft(10 * MB, bytesPerSecond(samples)))).toEqual({ key: 'unknown' });
  });

  it('starts afresh when the count goes down (a file was removed)', () => {
    const samples = addRateSample([{ at: 0, bytes: 10 * MB }, { at: 5_000, bytes: 20 * MB }], { at: 6_000, bytes: 3 * MB });
    expect(samples).toEqual([{ at: 6_000, bytes: 3 * MB }]);
  });
});

describe('the time left in calm German words', () => {
  it('says minutes for a few minutes: "noch etwa 2 Minuten"', () => {
    expect(words(timeLeftPhrase(secondsLeft(120 * MB, MB)))).toBe('noch etwa 2 Minuten');
    expect(words(timeLeftPhrase(70))).toBe('noch etwa eine Minute');
    expect(words(timeLeftPhrase(89 * 60))).toBe('noch etwa 89 Minuten');
  });

  it('says hours for long batches and something gentle for the last seconds', () => {
    expect(words(timeLeftPhrase(3 * 3600))).toBe('noch etwa 3 Stunden');
    expect(words(timeLeftPhrase(95 * 60))).toBe('noch etwa 2 Stunden');
    expect(words(timeLeftPhrase(45))).toBe('noch weniger als eine Minute');
    expect(words(timeLeftPhrase(4))).toBe('gleich fertig');
    expect(words(timeLeftPhrase(secondsLeft(0, null)))).toBe('gleich fertig');
  });

  it('says the estimate is still being made while there is no rate', () => {
    expect(words(timeLeftPhrase(secondsLeft(MB, null)))).toBe('Die Restzeit wird berechnet …');
  });

  it('never shouts: no exclamation marks in any of the words', () => {
    const phrases: TimeLeftPhrase[] = [{ key: 'unknown' }, { key: 'moment' }, { key: 'underMinute' }, { key: 'minutes', count: 1 }, { key: 'minutes', count: 5 }, { key: 'hours', count: 1 }, { key: 'hours', count: 4 }];
    for (const phrase of phrases) expect(words(phrase)).not.toMatch(/!/);
  });
});
