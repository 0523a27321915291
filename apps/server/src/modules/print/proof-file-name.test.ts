import { describe, expect, it } from 'vitest';
import { proofContentDisposition } from './proof-file-name';

/** What a browser would save: filename* when given (RFC 6266), else filename. */
function savedName(header: string): string {
  const extended = /filename\*=UTF-8''([^;]+)/.exec(header)?.[1];
  return extended ? decodeURIComponent(extended) : /filename="([^"]*)"/.exec(header)![1]!;
}

describe('the proof is saved under the book’s name', () => {
  it('names it after the book, with umlauts, and an ASCII name for old clients', () => {
    const header = proofContentDisposition(3, 'Für Opa Heinz');
    expect(savedName(header)).toBe('Für Opa Heinz – Vorschau.pdf');
    expect(header).toContain('filename="Fuer Opa Heinz - Vorschau.pdf"');
    // The header itself is ASCII (Node refuses anything else in a header).
    expect(/^[\x20-\x7e]*$/.test(header)).toBe(true);
  });

  it('keeps quotes, slashes, semicolons and control characters out of both names', () => {
    const header = proofContentDisposition(3, 'Oma "Lisl"; Teil 1/2\\..\r\nX: y');
    const [, ascii] = /filename="([^"]*)"/.exec(header)!;
    expect(ascii).not.toMatch(/["/\\;\r\n:]/);
    expect(savedName(header)).not.toMatch(/["/\\\r\n:]/);
    expect(savedName(header)).toBe('Oma Lisl ; Teil 1 2 .. X y – Vorschau.pdf');
    expect(/^[\x20-\x7e]*$/.test(header)).toBe(true);
  });

  it('falls back to the book’s number when the name has nothing to use', () => {
    expect(proofContentDisposition(7, '  //  ')).toBe('inline; filename="buch-7-vorschau.pdf"');
    // Only letters outside Latin: the real name in filename*, the number for old clients.
    const header = proofContentDisposition(7, 'Ελένη');
    expect(header).toContain('filename="buch-7-vorschau.pdf"');
    expect(savedName(header)).toBe('Ελένη – Vorschau.pdf');
  });

  it('cuts a very long name', () => {
    expect(savedName(proofContentDisposition(1, 'Ä'.repeat(500))).length).toBeLessThanOrEqual(80 + ' – Vorschau.pdf'.length);
  });
});
