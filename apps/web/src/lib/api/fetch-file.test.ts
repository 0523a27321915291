import { describe, expect, it } from 'vitest';
import { dispositionFileName } from './fetch-file';

describe('a fetched file’s name', () => {
  it('is the server’s name, never a path', () => {
    expect(dispositionFileName('attachment; filename="RE-2026-00017.pdf"')).toBe('RE-2026-00017.pdf');
    expect(dispositionFileName(`attachment; filename="x.pdf"; filename*=UTF-8''F%C3%BCr%20Opa.pdf`)).toBe('Für Opa.pdf');
    expect(dispositionFileName('attachment; filename="../../etc/passwd"')).toBeNull();
    expect(dispositionFileName('attachment; filename=".."')).toBeNull();
    expect(dispositionFileName(null)).toBeNull();
  });
});
