import { SHARING_MESSAGES } from '@eb/api-contract';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api/api-client';
import { confirmErrorText, landingErrorText, shareErrorText, whyNotShareable } from './share-errors';

const refusal = (status: number, message = 'Vom Server.') => new ApiRequestError(status, { message } as never);

describe('sharing error texts (SPEC.md section 8)', () => {
  it('sharing: a missing book in SPEC.md words, refusals in the server words, anything else in general', () => {
    expect(shareErrorText(refusal(404, 'egal'))).toBe(SHARING_MESSAGES.bookNotFound);
    expect(shareErrorText(refusal(429, SHARING_MESSAGES.tooManyForRecipient))).toBe(SHARING_MESSAGES.tooManyForRecipient);
    expect(shareErrorText(refusal(409, SHARING_MESSAGES.tooOld))).toBe(SHARING_MESSAGES.tooOld);
    expect(shareErrorText(refusal(500, 'Stack trace'))).toBe(SHARING_MESSAGES.failed);
    expect(shareErrorText(new TypeError('Failed to fetch'))).toBe(SHARING_MESSAGES.failed);
  });

  it('the landing: an unusable link always gets the one message, never a validation text', () => {
    expect(landingErrorText(refusal(404))).toBe(SHARING_MESSAGES.linkInvalid);
    expect(landingErrorText(refusal(400, 'hash: Invalid string'))).toBe(SHARING_MESSAGES.linkInvalid);
    expect(landingErrorText(refusal(429, 'Zu viele Versuche.'))).toBe('Zu viele Versuche.');
    expect(landingErrorText(refusal(502, '<html>'))).toBe(SHARING_MESSAGES.failed);
  });

  it('the confirmation: an unusable link points to the book list; a full photo archive says so', () => {
    expect(confirmErrorText(refusal(404))).toBe(SHARING_MESSAGES.confirmLinkInvalid);
    expect(confirmErrorText(refusal(409, SHARING_MESSAGES.photosFull))).toBe(SHARING_MESSAGES.photosFull);
    expect(confirmErrorText(refusal(500))).toBe(SHARING_MESSAGES.failed);
  });

  it('turns a book away before the form when it cannot be shared: a template, a finished book, after the 100 days', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const book = { isTemplate: false, isEditable: true, shareableUntil: '2026-06-01T12:00:01Z' };
    expect(whyNotShareable(book, now)).toBeNull();
    expect(whyNotShareable({ ...book, isTemplate: true, shareableUntil: null }, now)).toBe(SHARING_MESSAGES.templateNotShared);
    expect(whyNotShareable({ ...book, isEditable: false }, now)).toBe(SHARING_MESSAGES.notEditable);
    expect(whyNotShareable({ ...book, shareableUntil: '2026-06-01T12:00:00Z' }, now)).toBe(SHARING_MESSAGES.tooOld);
  });
});
