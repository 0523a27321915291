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
 * empty line before the next entry. An entry longer than a page, or a long one beginning on a page
 * that is still mostly free, is continued on the next (cut between lines, never inside a word), so no
 * condolence is shortened; a shorter one that does not fit moves to the next page whole. The pages of
 * a section are balanced (about as full each).
 */
export function pourEntries(entries: readonly TextEntry[], box: TextBox): string[] {
  const blocks = entryLines(entries, charsPerLine(box));
  const room = linesIn(box);
  const greedy = pourBlocks(blocks, room, 0);
  // Balanced: as many pages, each filled about as much, so a section never ends on a page holding
  // one short entry under a large empty space.
  const balanced = greedy.length > 1 ? pourBlocks(blocks, room, greedy.length) : greedy;
  return (balanced.length <= greedy.length ? balanced : greedy).map((lines) => render(lines).slice(0, MAX_TEXT_LENGTH));
}

/** Share of a page that must be free, and lines each part must keep, to begin a long entry on it. */
const SPLIT_FREE = 0.4;
const SPLIT_PART = 3;

// A line of the model: its words and the paragraph it belongs to (lines of one paragraph are joined again).
type Line = { text: string; paragraph: number };

/** Each entry as its lines: the text (its own line breaks kept), then '– Name'. Empty entries are left out. */
function entryLines(entries: readonly TextEntry[], perLine: number): Line[][] {
  let paragraph = 0;
  const blocks: Line[][] = [];
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
    blocks.push(lines);
  }
  return blocks;
}

/**
 * The entries poured into pages of `room` lines, an empty line between two entries on a page. An
 * entry that does not fit the rest of a page starts the next, unless it is long and much of the page
 * is still free: then it begins here and continues on the next (as one longer than a page does).
 * With `pages` > 0 (balanced), a page also ends near its share of the lines left (the lines left over
 * the pages left): a short entry that would take it further past its share than it stays short of it
 * goes to the next page (on a tie too: the last pages are the ones to keep full), a long one is cut at
 * the share.
 */
function pourBlocks(blocks: readonly Line[][], room: number, pages: number): Line[][] {
  const out: Line[][] = [];
  let page: Line[] = [];
  let left = blocks.reduce((sum, block) => sum + block.length, 0) + Math.max(0, blocks.length - 1);
  let share = pages > 0 ? left / pages : room;
  let separatorParagraph = -1;
  const close = () => {
    out.push(page);
    page = [];
    if (pages > 0) share = left / Math.max(1, pages - out.length);
  };
  for (const block of blocks) {
    const separator = page.length > 0 ? 1 : 0;
    const filled = page.length + separator + block.length;
    const long = block.length >= 2 * SPLIT_PART;
    // Where this page may end inside the entry (its room unless cut at the share below).
    let cutAt = room;
    if (page.length > 0) {
      const free = room - page.length - separator;
      if (pages > 0 && out.length < pages - 1 && filled - share >= share - page.length) {
        const upToShare = Math.round(share) - page.length - separator;
        if (long && upToShare >= SPLIT_PART && block.length - upToShare >= SPLIT_PART) cutAt = Math.round(share);
        else close();
      } else if (filled > room && !(long && free >= SPLIT_PART && free >= room * SPLIT_FREE && block.length - free >= SPLIT_PART)) close();
    }
    if (page.length > 0) page.push({ text: '', paragraph: separatorParagraph-- });
    // The empty line before the entry was counted in `left` (also where a new page makes it fall away).
    if (block !== blocks[0]) left--;
    for (const line of block) {
      if (page.length >= cutAt) {
        close();
        cutAt = room;
      }
      page.push(line);
      left--;
    }
  }
  if (page.length > 0) out.push(page);
  return out;
}

function render(lines: readonly { text: string; paragraph: number }[]): string {
  let out = '';
  lines.forEach((line, index) => {
    if (index > 0) out += line.paragraph === lines[index - 1]!.paragraph ? ' ' : '\n';
    out += line.text;
  });
  return out.trim();
}
