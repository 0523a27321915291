import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { serverMessageOf } from './server-message';

const refusal = (status: number, message = 'Der Server erklärt es.') => new ApiRequestError(status, { statusCode: status, error: 'x', code: 'X', message });

describe('which server texts a page shows', () => {
  it.each([400, 403, 404, 409, 413, 429])('shows the German text of a %i', (status) => {
    expect(serverMessageOf(refusal(status))).toBe('Der Server erklärt es.');
  });

  it('shows the support sentence of a memorial page administrator’s refused deletion (409)', () => {
    const sentence = 'Sie verwalten eine Gedenkseite und können Ihren Account deshalb nicht selbst löschen. Bitte wenden Sie sich an unseren Support – wir helfen Ihnen gern.';
    expect(serverMessageOf(refusal(409, sentence))).toBe(sentence);
  });

  it.each([401, 500, 502, 503])('leaves a %i to the page’s general sentence', (status) => {
    expect(serverMessageOf(refusal(status))).toBeNull();
  });

  it('leaves answers without a text of ours, and other errors, to the page', () => {
    expect(serverMessageOf(new ApiRequestError(413, undefined))).toBeNull();
    expect(serverMessageOf(new TypeError('Failed to fetch'))).toBeNull();
    expect(serverMessageOf(undefined)).toBeNull();
  });
});
