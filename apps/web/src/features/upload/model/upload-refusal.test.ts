import { UPLOAD_MESSAGES } from '@eb/api-contract';
import { describe, expect, it } from 'vitest';
import { failureText, isRetryable, uploadFailureOf } from './upload-refusal';

const refusal = (code: string, message: string) => JSON.stringify({ code, message });
const PAGE_TEXT = 'Das Foto konnte nicht hochgeladen werden. Bitte versuchen Sie es noch einmal.';

describe('uploadFailureOf', () => {
  it("shows the server's German reason for a photo refused for its content, word for word, and offers no retry", () => {
    const cases = [
      uploadFailureOf(415, refusal('UNREADABLE_FORMAT', UPLOAD_MESSAGES.unreadableFormat)),
      uploadFailureOf(400, refusal('EMPTY_FILE', UPLOAD_MESSAGES.empty)),
      uploadFailureOf(413, refusal('TOO_MANY_PIXELS', UPLOAD_MESSAGES.tooManyPixels)),
      uploadFailureOf(413, refusal('FILE_TOO_LARGE', UPLOAD_MESSAGES.tooLarge)),
    ];
    expect(cases).toEqual([
      { kind: 'refused', message: UPLOAD_MESSAGES.unreadableFormat },
      { kind: 'refused', message: UPLOAD_MESSAGES.empty },
      { kind: 'refused', message: UPLOAD_MESSAGES.tooManyPixels },
      { kind: 'refused', message: UPLOAD_MESSAGES.tooLarge },
    ]);
    expect(cases.every((failure) => !isRetryable(failure.kind))).toBe(true);
  });

  it('explains a too large file and a vanished upload even when a proxy answered without our body', () => {
    expect(uploadFailureOf(413, '<html>Request Entity Too Large</html>')).toEqual({ kind: 'refused', message: UPLOAD_MESSAGES.tooLarge });
    expect(uploadFailureOf(404, '')).toEqual({ kind: 'refused', message: UPLOAD_MESSAGES.uploadGone });
    expect(uploadFailureOf(410, null)).toEqual({ kind: 'refused', message: UPLOAD_MESSAGES.uploadGone });
  });

  it('lets a full quota be tried again after making room, with the server\'s reason', () => {
    const quota = uploadFailureOf(413, refusal('QUOTA_EXCEEDED', UPLOAD_MESSAGES.quotaExceeded));
    expect(quota).toEqual({ kind: 'failed', message: UPLOAD_MESSAGES.quotaExceeded });
    expect(isRetryable(quota.kind)).toBe(true);
    expect(failureText(quota, PAGE_TEXT)).toBe(UPLOAD_MESSAGES.quotaExceeded);
  });

  it('takes an expired sign-in, a refused request, too many requests and a busy server as worth another try', () => {
    for (const status of [401, 403, 429, 503]) {
      const failure = uploadFailureOf(status, refusal('X', 'Bitte melden Sie sich an.'));
      expect(failure).toEqual({ kind: 'failed' });
      expect(isRetryable(failure.kind)).toBe(true);
      expect(failureText(failure, PAGE_TEXT)).toBe(PAGE_TEXT);
    }
  });

  it('takes no answer at all as a lost connection, which is tried again', () => {
    expect(uploadFailureOf(0, '')).toEqual({ kind: 'connection' });
    expect(uploadFailureOf(undefined, undefined)).toEqual({ kind: 'connection' });
    expect(isRetryable('connection')).toBe(true);
  });

  it("never shows a server error's inner text: a 5xx or an unexplained 4xx gets the page's own sentence", () => {
    expect(uploadFailureOf(500, refusal('internal', 'TypeError: cannot read properties of undefined'))).toEqual({ kind: 'failed' });
    expect(uploadFailureOf(502, '<html>Bad Gateway</html>')).toEqual({ kind: 'failed' });
    expect(uploadFailureOf(400, '{"code":"x","message":"  "}')).toEqual({ kind: 'failed' });
    expect(uploadFailureOf(422, '{"message":42}')).toEqual({ kind: 'failed' });
    expect(failureText({ kind: 'failed' }, PAGE_TEXT)).toBe(PAGE_TEXT);
  });
});
