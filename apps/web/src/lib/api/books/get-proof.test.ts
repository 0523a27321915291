import { describe, expect, it } from 'vitest';
import { fileNameOf } from './get-proof';

describe('fileNameOf', () => {
  it('takes the server’s file name, and never a path from it', () => {
    expect(fileNameOf('inline; filename="buch-12-vorschau.pdf"', 12)).toBe('buch-12-vorschau.pdf');
    expect(fileNameOf('inline; filename="../etc/passwd"', 12)).toBe('buch-12-vorschau.pdf');
    expect(fileNameOf(null, 7)).toBe('buch-7-vorschau.pdf');
  });
});
