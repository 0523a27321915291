import { describe, expect, it } from 'vitest';
import { fileNameOf } from './get-proof';

describe('fileNameOf', () => {
  it('takes the server’s file name, and never a path from it', () => {
    expect(fileNameOf('inline; filename="buch-12-vorschau.pdf"', 12)).toBe('buch-12-vorschau.pdf');
    expect(fileNameOf('inline; filename="../etc/passwd"', 12)).toBe('buch-12-vorschau.pdf');
    expect(fileNameOf(null, 7)).toBe('buch-7-vorschau.pdf');
  });

  it('prefers the book’s name with its umlauts (filename*), and checks it the same way', () => {
    const header = `inline; filename="Fuer Opa Heinz - Vorschau.pdf"; filename*=UTF-8''F%C3%BCr%20Opa%20Heinz%20%E2%80%93%20Vorschau.pdf`;
    expect(fileNameOf(header, 3)).toBe('Für Opa Heinz – Vorschau.pdf');
    expect(fileNameOf(`inline; filename="Fuer Opa.pdf"; filename*=UTF-8''..%2F..%2Fx.pdf`, 3)).toBe('Fuer Opa.pdf');
    expect(fileNameOf(`inline; filename="Fuer Opa.pdf"; filename*=UTF-8''%E0%A4%A`, 3)).toBe('Fuer Opa.pdf');
  });
});
