import { describe, expect, it } from 'vitest';
import { redactUrl, REDACTED, serializeError, serializeRequest } from './log-serializers';

class DrizzleQueryError extends Error {
  constructor(
    readonly query: string,
    readonly params: unknown[],
    cause: Error,
  ) {
    super(`Failed query: ${query}\nparams: ${params.join(',')}`, { cause });
  }
}

describe('errors in the log', () => {
  it('keep the SQL and the reason but not the values people entered', () => {
    const error = new DrizzleQueryError('insert into books (description) values ($1)', ['Für Oma Erna Müller'], Object.assign(new Error('duplicate key'), { code: '23505' }));
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain('Erna');
    expect(logged).toContain('insert into books (description) values ($1)');
    expect(logged).toContain('duplicate key');
    expect(logged).toContain('23505');
    expect(logged).toContain('DrizzleQueryError');
  });
});

describe('addresses in the log', () => {
  it.each([
    ['/api/users/confirm-mail?hash=abc123', `/api/users/confirm-mail?hash=${REDACTED}`],
    ['/api/users/apply-data-changes?token=abc&next=%2Fprofil', `/api/users/apply-data-changes?token=${REDACTED}&next=%2Fprofil`],
    ['/x?access_token=a&Reset_Hash=b&code_verifier=c&kennwort=d&tok%65n=e', `/x?access_token=${REDACTED}&Reset_Hash=${REDACTED}&code_verifier=${REDACTED}&kennwort=${REDACTED}&tok%65n=${REDACTED}`],
    ['/passwort-neu/abc123', `/passwort-neu/${REDACTED}`],
    ['/PASSWORT-NEU/abc123/', `/PASSWORT-NEU/${REDACTED}/`],
    ['/passwort-neu//abc123', `/passwort-neu//${REDACTED}`],
    ['/passwort%2Dneu/abc123', `/passwort%2Dneu/${REDACTED}`],
    ['/teilen-bestaetigung/abc123?x=1', `/teilen-bestaetigung/${REDACTED}?x=1`],
    ['/geteiltes-buch/abc123', `/geteiltes-buch/${REDACTED}`],
    ['/api/books/shared-book-info/abc123', `/api/books/shared-book-info/${REDACTED}`],
    ['/API/Books/confirm-share/abc123?x=1', `/API/Books/confirm-share/${REDACTED}?x=1`],
    ['/teilen-bearbeiten/42', '/teilen-bearbeiten/42'],
    ['/oidc/interaction/uid123/login', `/oidc/interaction/${REDACTED}/login`],
    ['/oidc/auth/uid123', `/oidc/auth/${REDACTED}`],
    ['/gedenkseite/margarete-weber?x=1&x=2', '/gedenkseite/margarete-weber?x=1&x=2'],
    ['/api/books/%E0%A4%A?token=%E0', `/api/books/%E0%A4%A?token=${REDACTED}`],
  ])('%s becomes %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it('logs a request without its headers', () => {
    const logged = serializeRequest({ method: 'GET', url: '/emailbestaetigung/abc123', host: 'shop.example', ip: '10.0.0.1', socket: { remotePort: 4711 }, headers: { authorization: 'Bearer geheim', cookie: 'a=geheim' } } as never);
    expect(logged).toEqual({ method: 'GET', url: `/emailbestaetigung/${REDACTED}`, host: 'shop.example', remoteAddress: '10.0.0.1', remotePort: 4711 });
  });

  it('leaves mailed tokens out of error messages that quote an address', () => {
    const error = new Error('fetch https://shop.example/passwort-neu/abc123 failed; then /api/users/confirm-mail?hash=def456 too');
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toMatch(/abc123|def456/);
    expect(logged).toContain(`https://shop.example/passwort-neu/${REDACTED}`);
  });
});
