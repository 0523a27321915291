import { UPLOAD_MESSAGES } from '@eb/api-contract';
import { describe, expect, it } from 'vitest';
import { uploadFailureOf } from './upload-refusal';

const refusal = (code: string, message: string) => JSON.stringify({ code, message });

describe('uploadFailureOf', () => {
  it("shows the server's German reason for a refused file, word for word", () => {
    expect(uploadFailureOf(415, refusal('unreadable_format', UPLOAD_MESSAGES.unreadableFormat))).toEqual({ kind: 'refused', message: UPLOAD_MESSAGES.unreadableFormat });
    expect(uploadFailureOf(400, refusal('damaged', UPLOAD_MESSAGES.damaged))).toEqual({ kind: 'refused', message: UPLOAD_MESSAGES.damaged });
    expect(uploadFailureOf(413, refusal('quota', UPLOAD_MESSAGES.quotaExceeded))).toEqual({ kind: 'refused', message: UPLOAD_MESSAGES.quotaExceeded });
  });

  it('explains a too large file and a vanished upload even when a proxy answered without our body', () => {
    expect(uploadFailureOf(413, '<html>Request Entity Too Large</html>')).toEqual({ kind: 'refused', message: UPLOAD_MESSAGES.tooLarge });
    expect(uploadFailureOf(404, '')).toEqual({ kind: 'refused', message: UPLOAD_MESSAGES.uploadGone });
    expect(uploadFailureOf(410, null)).toEqual({ kind: 'refused', message: UPLOAD_MESSAGES.uploadGone });
  });

  it('takes no answer at all as a lost connection, which continues by itself', () => {
    expect(uploadFailureOf(0, '')).toEqual({ kind: 'connection' });
    expect(uploadFailureOf(undefined, undefined)).toEqual({ kind: 'connection' });
  });

  it("never shows a server error's inner text: a 5xx or an unexplained 4xx gets the page's own sentence", () => {
    expect(uploadFailureOf(500, refusal('internal', 'TypeError: cannot read properties of undefined'))).toEqual({ kind: 'failed' });
    expect(uploadFailureOf(502, '<html>Bad Gateway</html>')).toEqual({ kind: 'failed' });
    expect(uploadFailureOf(400, '{"code":"x","message":"  "}')).toEqual({ kind: 'failed' });
    expect(uploadFailureOf(403, '{"message":42}')).toEqual({ kind: 'failed' });
  });
});
