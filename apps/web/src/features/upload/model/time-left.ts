/**
 * The time left for a batch of uploads, from how fast the bytes went out lately. A rolling window
 * (not the average since the start) follows a connection that got slower or faster, and a pause or
 * a dropped connection does not leave an old, too hopeful rate behind.
 */
export interface RateSample {
  /** Milliseconds (Date.now()). */
  at: number;
  /** All bytes of the batch sent so far. */
  bytes: number;
}

export const RATE_WINDOW_MS = 20_000;
/** Fewer seconds of history than this give no estimate yet ("wird berechnet"). */
const MIN_SPAN_MS = 2_000;

/** The samples of the last window, with the new one; a count that went down (a file removed) starts afresh. */
export function addRateSample(samples: readonly RateSample[], sample: RateSample): RateSample[] {
  const last = samples.at(-1);
  if (last && sample.bytes < last.bytes) return [sample];
  return [...samples.filter((entry) => sample.at - entry.at <= RATE_WINDOW_MS), sample];
}

/** Bytes per second over the window; null while there is too little history or nothing moved. */
export function bytesPerSecond(samples: readonly RateSample[]): number | null {
  const first = samples[0];
  const last = samples.at(-1);
  if (!first || !last || last.at - first.at < MIN_SPAN_MS) return null;
  const rate = ((last.bytes - first.bytes) * 1000) / (last.at - first.at);
  return rate > 0 ? rate : null;
}

export function secondsLeft(bytesLeft: number, rate: number | null): number | null {
  if (bytesLeft <= 0) return 0;
  return rate ? bytesLeft / rate : null;
}

/** The words for a number of seconds, as a translation key and count (de.json upload.timeLeft). */
export type TimeLeftPhrase = { key: 'unknown' } | { key: 'moment' } | { key: 'underMinute' } | { key: 'minutes'; count: number } | { key: 'hours'; count: number };

/** Calm and rounded: a person wants to know whether to wait or make a cup of tea, not the second. */
export function timeLeftPhrase(seconds: number | null): TimeLeftPhrase {
  if (seconds == null || !Number.isFinite(seconds)) return { key: 'unknown' };
  if (seconds < 10) return { key: 'moment' };
  if (seconds < 60) return { key: 'underMinute' };
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return { key: 'minutes', count: Math.max(1, minutes) };
  return { key: 'hours', count: Math.round(minutes / 60) };
}
