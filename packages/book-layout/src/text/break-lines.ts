import type { Font } from 'fontkit';
// @ts-expect-error -- linebreak 1.1.0 ships no types; the part used here is declared below.
import UntypedLineBreaker from 'linebreak';
import { hyphenationPoints, SOFT_HYPHEN } from './hyphenate';
import { shape, type Shaped } from './shape';

/** A break opportunity of UAX 14: the next line may start at `position`; `required` after a newline. */
interface LineBreak {
  position: number;
  required: boolean;
}
const LineBreaker = UntypedLineBreaker as new (text: string) => { nextBreak(): LineBreak | null };

/** One line of a paragraph: shaped pieces side by side (the last one's trailing spaces are not drawn). */
export interface BrokenLine {
  pieces: Shaped[];
  /** The line ends in a hyphen the layout added (automatic or at a soft hyphen). */
  hyphenated: boolean;
  /** A word longer than the line had to be cut without a hyphenation point. */
  forced: boolean;
  /** The paragraph's last line (justified text leaves it ragged). */
  lastOfParagraph: boolean;
}

interface Segment {
  /** The text between two break opportunities, soft hyphens removed. */
  text: string;
  /** The opportunity after it is a soft hyphen: a hyphen shows if the line ends here. */
  softHyphen: boolean;
  /** Automatic hyphenation is allowed inside it. */
  hyphenate: boolean;
}

const HYPHEN = '-';
/** Rounding slack in font units, so a line that fits exactly is not pushed down by float error. */
const EPSILON = 1e-6;
/**
 * A segment (a word with its trailing spaces) longer than this is no prose: it is never shaped whole
 * per line nor hyphenated, only measured prefix by prefix and cut where the line is full, so that
 * thousands of letters without a break cost work in proportion to the lines drawn, not quadratic time.
 */
export const LONG_SEGMENT = 256;

/** Unicode (UAX 14) break opportunities of a paragraph without '\n'. */
function segmentsOf(paragraph: string, hyphenate: boolean): Segment[] {
  const breaker = new LineBreaker(paragraph);
  const raw: { text: string; softHyphen: boolean }[] = [];
  let last = 0;
  for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) {
    if (next.position <= last) continue;
    const text = paragraph.slice(last, next.position);
    raw.push({ text: text.replaceAll(SOFT_HYPHEN, ''), softHyphen: text.endsWith(SOFT_HYPHEN) });
    last = next.position;
  }
  // A word the author hyphenated by hand (soft hyphens) is left as the author wanted it.
  return raw.map((segment, index) => ({
    ...segment,
    hyphenate: hyphenate && !segment.softHyphen && !(raw[index - 1]?.softHyphen ?? false),
  }));
}

/** Hyphenation points of a segment: those inside each run of five or more letters. */
function segmentHyphenationPoints(text: string): number[] {
  const points: number[] = [];
  for (const match of text.matchAll(/\p{L}{5,}/gu)) {
    for (const point of hyphenationPoints(match[0])) points.push(match.index + point);
  }
  return points;
}

/** Splits text into characters that must stay together (a letter with its combining marks). */
const clusters = (text: string): string[] => text.match(/\P{M}\p{M}*|\p{M}+/gsu) ?? [];

/**
 * How many of the clusters fit in room (at least one): galloping then binary search over prefixes,
 * each shaped for real. Prefix widths only grow, so this is the greedy "add while it fits" in a
 * number of shapings logarithmic in the line's length, whatever the length of the word.
 */
function fittingClusters(font: Font, parts: string[], room: number): number {
  const fits = (count: number) => shape(font, parts.slice(0, count).join('')).visibleAdvance <= room + EPSILON;
  let low = 1; // fits, or is the minimum a line takes
  let high = 2; // first count not known to fit
  while (high <= parts.length && fits(high)) {
    low = high;
    high *= 2;
  }
  high = Math.min(high, parts.length + 1);
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle;
  }
  return low;
}

/**
 * Greedy line filling: each line takes as many segments as fit in maxWidth (font units); a segment
 * that does not fit is hyphenated at the last point whose prefix plus hyphen fits, else moved to the
 * next line, else (longer than a whole line) cut where the line is full. Stops after maxLines lines:
 * lines below the frame are not drawn, and one of them is enough to know the text overflows.
 */
export function breakParagraph(font: Font, paragraph: string, maxWidth: number, hyphenate: boolean, maxLines = Infinity): BrokenLine[] {
  const lines: BrokenLine[] = [];
  let pieces: Shaped[] = [];
  let sources: Segment[] = [];
  let advance = 0;
  let forced = false;

  const closeLine = (hyphenated: boolean) => {
    // A line ending at a soft hyphen shows a hyphen; where it does not fit, that syllable moves on.
    const carried: Segment[] = [];
    while (!hyphenated && sources.at(-1)?.softHyphen) {
      const last = sources.at(-1)!;
      const withHyphen = shape(font, last.text + HYPHEN);
      const before = advance - pieces.at(-1)!.advance;
      const fits = before + withHyphen.visibleAdvance <= maxWidth + EPSILON;
      if (fits || pieces.length === 1) {
        // Alone on its line, the syllable must stay: with its hyphen it is wider than the frame and
        // would be clipped, so the line counts as forced (overflow).
        if (!fits) forced = true;
        pieces[pieces.length - 1] = withHyphen;
        hyphenated = true;
      } else {
        pieces.pop();
        carried.unshift(sources.pop()!);
        advance = before;
      }
    }
    lines.push({ pieces, hyphenated, forced, lastOfParagraph: false });
    pieces = carried.map((segment) => shape(font, segment.text));
    sources = carried;
    advance = pieces.reduce((sum, piece) => sum + piece.advance, 0);
    forced = false;
  };

  const queue = segmentsOf(paragraph, hyphenate);
  for (let index = 0; index < queue.length; index++) {
    if (lines.length >= maxLines) return lines;
    const segment = queue[index]!;
    if (segment.text.length > LONG_SEGMENT) {
      const parts = clusters(segment.text);
      const count = fittingClusters(font, parts, maxWidth - advance);
      if (count >= parts.length) {
        // Shaped whole only now that it is known to be about a line long (the last prefix measured).
        const shaped = shape(font, segment.text);
        if (pieces.length === 0 || shaped.visibleAdvance <= maxWidth - advance + EPSILON) {
          // It fits, or is one cluster wider than a whole line: it stays, and the line is forced.
          pieces.push(shaped);
          sources.push(segment);
          advance += shaped.advance;
          forced ||= shaped.visibleAdvance > maxWidth + EPSILON;
          continue;
        }
      }
      if (pieces.length > 0) {
        closeLine(false);
        index--; // the same segment again, on the new line
        continue;
      }
      const cut = parts.slice(0, count).join('');
      pieces.push(shape(font, cut));
      sources.push({ ...segment, softHyphen: false });
      forced = true;
      closeLine(false);
      queue.splice(index + 1, 0, { ...segment, text: segment.text.slice(cut.length) });
      continue;
    }
    const shaped = shape(font, segment.text);
    if (advance + shaped.visibleAdvance <= maxWidth + EPSILON) {
      pieces.push(shaped);
      sources.push(segment);
      advance += shaped.advance;
      continue;
    }
    const split = segment.hyphenate ? bestHyphenation(font, segment.text, maxWidth - advance) : undefined;
    if (split !== undefined) {
      pieces.push(shape(font, segment.text.slice(0, split) + HYPHEN));
      sources.push({ ...segment, softHyphen: false });
      closeLine(true);
      queue.splice(index + 1, 0, { ...segment, text: segment.text.slice(split) });
      continue;
    }
    if (pieces.length > 0) {
      closeLine(false);
      index--; // the same segment again, on the new line
      continue;
    }
    // Longer than a whole line and no hyphenation point helps: cut it where the line is full.
    const parts = clusters(segment.text);
    const count = fittingClusters(font, parts, maxWidth);
    if (count >= parts.length) {
      // Only its trailing spaces overflowed, or it is one cluster wider than the line: it stays.
      pieces.push(shaped);
      sources.push(segment);
      advance += shaped.advance;
      forced = shaped.visibleAdvance > maxWidth + EPSILON;
      continue;
    }
    pieces.push(shape(font, parts.slice(0, count).join('')));
    sources.push({ ...segment, softHyphen: false });
    forced = true;
    closeLine(false);
    queue.splice(index + 1, 0, { ...segment, text: parts.slice(count).join('') });
  }
  if (lines.length >= maxLines) return lines;
  if (pieces.length > 0 || lines.length === 0) closeLine(false);
  lines[lines.length - 1]!.lastOfParagraph = true;
  return lines;
}

/**
 * The last hyphenation point whose prefix and hyphen fit in the room left on the line: a binary search
 * (prefixes only grow), so a word with many points is shaped a few times, not once per point.
 */
function bestHyphenation(font: Font, text: string, room: number): number | undefined {
  const points = segmentHyphenationPoints(text);
  const fits = (index: number) => shape(font, text.slice(0, points[index]) + HYPHEN).visibleAdvance <= room + EPSILON;
  let low = -1; // fits (or none)
  let high = points.length; // does not fit
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle;
  }
  return low >= 0 ? points[low] : undefined;
}
