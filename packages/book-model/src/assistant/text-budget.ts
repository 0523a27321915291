import { MAX_TEXT_LENGTH } from '../document/schema';

/**
 * A conservative guess of what a text frame holds, without fonts (book-model measures no glyphs; the
 * layout function does, and H3's preflight reports overflow). Budget per frame:
 * - characters per line = frame width / (0.5 em): the design fonts (Lora, Source Sans 3, Cormorant)
 *   average about 0.45 em per character in German running text (a Lora line of 161 mm at 10.5 pt
 *   holds some 86 characters, the budget allows 78);
 * - a line is filled to 90 % on average (words wrap early; the layout may hyphenate, the budget does not);
 * - lines = frame height / (size × line height), less one line of reserve.
 * Every entry starts a new line, so lines are counted per paragraph, not per character.
 */
const EM_PER_CHAR = 0.5;
const LINE_FILL = 0.9;
const MM_PER_PT = 25.4 / 72;

export interface TextBox {
  widthMm: number;
  heightMm: number;
  fontSizePt: number;
  lineHeight: number;
}

export function charsPerLine(box: TextBox): number {
  return Math.max(8, Math.floor((box.widthMm / (EM_PER_CHAR * box.fontSizePt * MM_PER_PT)) * LINE_FILL));
}

export function linesIn(box: TextBox): number {
  return Math.max(1, Math.floor(box.heightMm / (box.fontSizePt * box.lineHeight * MM_PER_PT)) - 1);
}

/** The lines a paragraph wraps into at `perLine` characters (greedy by words; a longer word is cut). */
export function wrap(paragraph: string, perLine: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    let rest = word;
    while (rest.length > perLine) {
      if (line) lines.push(line);
      lines.push(rest.slice(0, perLine));
      rest = rest.slice(perLine);
      line = '';
    }
    if (!line) line = rest;
    else if (line.length + 1 + rest.length <= perLine) line += ` ${rest}`;
    else {
      lines.push(line);
      line = rest;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Whether a text (hard breaks kept) fits the frame by the budget above. */
export function fitsBox(text: string, box: TextBox): boolean {
  const perLine = charsPerLine(box);
  const lines = text.split('\n').reduce((sum, paragraph) => sum + Math.max(1, wrap(paragraph, perLine).length), 0);
  return lines <= linesIn(box) && text.length <= MAX_TEXT_LENGTH;
}

export interface TextEntry {
  name: string;
  text: string;
}

/**
 * Entries (a condolence's text and who wrote it) poured into pages, each page's text within the budget
 * of `box`. An entry is its text (its own line breaks kept), then '– Name' on a line of its own, and an
 * empty line before the next entry. An entry longer than the room left on a page is continued on the
 * next (cut between lines, never inside a word), so no condolence is shortened; a shorter one that does
 * not fit moves to the next page whole.
 */
export function pourEntries(entries: readonly TextEntry[], box: TextBox): string[] {
  const perLine = charsPerLine(box);
  const room = linesIn(box);
  // A line of the model: its words and the paragraph it belongs to (lines of one paragraph are joined again).
  type Line = { text: string; paragraph: number };
  let paragraph = 0;
  const pages: Line[][] = [];
  let page: Line[] = [];
  for (const entry of entries) {
    const text = entry.text.replace(/\r\n?/g, '\n').trim();
    const name = entry.name.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const lines: Line[] = [];
    for (const part of text.split('\n')) {
      paragraph++;
      const wrapped = part.trim() ? wrap(part, perLine) : [''];
      for (const line of wrapped) lines.push({ text: line, paragraph });
    }
    if (name) lines.push({ text: `– ${name}`, paragraph: ++paragraph });
    const separator = page.length > 0 ? 1 : 0;
    if (page.length + separator + lines.length > room && page.length > 0 && lines.length <= room) {
      pages.push(page);
      page = [];
    }
    if (page.length > 0) page.push({ text: '', paragraph: ++paragraph });
    for (const line of lines) {
      if (page.length >= room) {
        pages.push(page);
        page = [];
      }
      page.push(line);
    }
  }
  if (page.length > 0) pages.push(page);
  return pages.map((lines) => render(lines).slice(0, MAX_TEXT_LENGTH));
}

function render(lines: readonly { text: string; paragraph: number }[]): string {
  let out = '';
  lines.forEach((line, index) => {
    if (index > 0) out += line.paragraph === lines[index - 1]!.paragraph ? ' ' : '\n';
    out += line.text;
  });
  return out.trim();
}
