import { describe, expect, it } from 'vitest';
import { serializeError } from './log-serializers';

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
