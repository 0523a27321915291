import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, setApiTransport } from '../../../lib/api/api-client';
import { sessionStore } from '../../../lib/auth/session';
import { liveToken, unsignedToken } from '../../../testing/tokens';
import { uploadPortrait } from './upload-portrait';

// The sign-in library renews a token that ran out; here it answers with a new one at once.
vi.mock('../../../lib/auth/oidc-client', () => ({ renewExpiredSignIn: vi.fn(async () => 'frisches-token') }));

/** The token of an administrator who left the tab open for longer than it lasts. */
const expired = unsignedToken({ sub: 'verwalterin', exp: Math.floor(Date.now() / 1000) - 60 });
const portrait = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'oma.jpg', { type: 'image/jpeg' });

afterEach(() => {
  setApiTransport((input, init) => fetch(input, init));
  sessionStore.set({ token: null, user: null });
});

describe('uploading the portrait', () => {
  it('renews a token that ran out while the administrator was away, and sends the form as it is', async () => {
    sessionStore.set({ token: expired, user: null });
    const sent: Array<{ path: string; init: RequestInit | undefined }> = [];
    setApiTransport(async (path, init) => {
      sent.push({ path, init });
      return Response.json({ id: 'margarete-weber', portraitSrc: '/api/memorial-pages/margarete-weber/portrait/0123456789abcdef0123.webp' });
    });

    const answer = await uploadPortrait('margarete-weber', portrait());

    expect(answer.portraitSrc).toContain('/portrait/');
    expect(sent).toHaveLength(1);
    const [{ path, init }] = sent as [(typeof sent)[number]];
    expect(path).toBe('/api/memorial-pages/margarete-weber/portrait');
    expect(init?.method).toBe('PUT');
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe('Bearer frisches-token');
    // The browser writes the multipart content type with its boundary; we must not set one.
    expect(headers.get('content-type')).toBeNull();
    expect((init?.body as FormData).get('portrait')).toBeInstanceOf(File);
  });

  it('passes on the server’s German reason for a refused file', async () => {
    sessionStore.set({ token: liveToken('verwalterin'), user: null });
    setApiTransport(async () => Response.json({ statusCode: 400, code: 'PORTRAIT_WRONG_TYPE', message: 'Bitte wählen Sie ein Foto im Format JPEG, PNG oder WebP.' }, { status: 400 }));

    const refusal = await uploadPortrait('margarete-weber', portrait()).catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(ApiRequestError);
    expect((refusal as ApiRequestError).status).toBe(400);
    expect((refusal as ApiRequestError).message).toBe('Bitte wählen Sie ein Foto im Format JPEG, PNG oder WebP.');
  });
});
