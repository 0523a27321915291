import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestIdOf } from './request-id';

const withHeader = (value?: string | string[]) => ({ headers: value === undefined ? {} : { 'x-request-id': value } }) as unknown as IncomingMessage;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it.each(['abc-123', 'b2b83a31-0aea-488c-9767-fbdb5c6c2a27', 'trace.4711_A', 'x'.repeat(64)])('keeps a short plain id from the client: %s', (id) => {
    expect(requestIdOf(withHeader(id))).toBe(id);
  });

  it.each([
    ['none', undefined],
    ['an empty one', ''],
    ['one over 64 characters', 'x'.repeat(65)],
    ['10 kB', 'x'.repeat(10_000)],
    ['a line break (a forged log line)', 'abc\n{"level":50}'],
    ['spaces', 'a b'],
    ['a path', '../../etc/passwd'],
    ['non-ASCII letters', 'äöü'],
    ['two headers', ['abc', 'def']],
  ])('makes its own for %s', (_what, offered) => {
    const id = requestIdOf(withHeader(offered));
    expect(id).toMatch(UUID);
    expect(requestIdOf(withHeader(offered))).not.toBe(id);
  });
});
