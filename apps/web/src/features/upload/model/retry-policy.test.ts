import { describe, expect, it, vi } from 'vitest';
import { shouldRetry } from './retry-policy';

describe('shouldRetry', () => {
  it('tries again after an expired sign-in, which Uppy alone would give up on', () => {
    const next = vi.fn(() => false);
    expect(shouldRetry(401, next)).toBe(true);
  });

  it("tries again after 429 also once Uppy's own back-off list is used up, and still lets Uppy slow the queue", () => {
    const exhausted = vi.fn(() => false);
    expect(shouldRetry(429, exhausted)).toBe(true);
    expect(exhausted).toHaveBeenCalledOnce();
  });

  it("leaves busy servers, lost connections and content refusals to Uppy's default", () => {
    const yes = vi.fn(() => true);
    const no = vi.fn(() => false);
    expect(shouldRetry(503, yes)).toBe(true);
    expect(shouldRetry(500, yes)).toBe(true);
    expect(shouldRetry(undefined, yes)).toBe(true);
    expect(shouldRetry(415, no)).toBe(false);
    expect(shouldRetry(413, no)).toBe(false);
    expect(yes).toHaveBeenCalledTimes(3);
  });
});
