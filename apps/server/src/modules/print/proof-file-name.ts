/**
 * The proof's file name, after the book: 'Für Opa Walter' → `Für Opa Walter – Vorschau.pdf`. The
 * Content-Disposition carries an ASCII name for old clients (umlauts spelled out, anything else
 * dropped) and the real one as RFC 5987/6266 `filename*=UTF-8''…`; nothing in either can leave the
 * name (no quotes, slashes, control characters).
 */
const SPELLED: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss', '–': '-', '—': '-', '„': '', '“': '', '”': '', '‚': '', '‘': '', '’': "'" };

/** The longest name kept (file systems take 255 bytes; umlauts take two). */
const MAX_NAME = 80;

/** The book's name as a file name's stem: no path or control characters, spaces collapsed, not too long; '' when nothing is left. */
function stemOf(name: string): string {
  return Array.from(
    name
      .normalize('NFC')
      .replace(/[\p{Cc}\p{Cf}\\/:*?"<>|]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  )
    .slice(0, MAX_NAME)
    .join('')
    .replace(/^[.\s]+|[.\s]+$/g, '');
}

function asciiOf(stem: string): string {
  return stem
    .replace(/[^\x20-\x7e]/g, (character) => SPELLED[character] ?? (character.normalize('NFD').replace(/[^\x20-\x7e]/g, '') || ''))
    .replace(/[%;'`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** RFC 5987 value-chars: everything else percent-encoded (encodeURIComponent leaves a few that must go too). */
const rfc5987 = (value: string) => encodeURIComponent(value).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

/** `inline; filename="…"; filename*=UTF-8''…` for the book's proof; `buch-{id}-vorschau.pdf` when the name has nothing to use. */
export function proofContentDisposition(bookId: number, bookName: string): string {
  const stem = stemOf(bookName);
  const ascii = asciiOf(stem);
  const fallback = ascii ? `${ascii} - Vorschau.pdf` : `buch-${bookId}-vorschau.pdf`;
  if (!stem) return `inline; filename="${fallback}"`;
  return `inline; filename="${fallback}"; filename*=UTF-8''${rfc5987(`${stem} – Vorschau.pdf`)}`;
}
