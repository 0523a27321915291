import type { DesignRecord } from '@eb/catalogue/data';
import type { Page, TextFrame } from '../document/schema';
import type { Size } from '../geometry';
import { buildPage, designLayout, framesOn } from './page-build';
import { fitsBox, pourEntries, type TextBox, type TextEntry } from './text-budget';
import type { AssistantMemorial } from './types';

/**
 * Pages of words: the quote that closes the book, and the condolences and candle words ('t-text':
 * a heading, the body). Nothing is invented: without a quote from the memorial page there is no quote
 * page (a line nobody chose, or one put in someone's mouth, has no place in a memorial book).
 */

export const CONDOLENCES_HEADING = 'Kondolenzen';
export const CANDLES_HEADING = 'Gedenkkerzen';

/** At most this many pages of condolences and candles together: the photos keep the larger part of the book. */
export const MAX_TEXT_PAGES = 16;

function textBoxOf(layoutKey: string, slotId: string, size: Size, design: DesignRecord): TextBox {
  const frame = framesOn(designLayout(design, layoutKey), size, design).find((candidate): candidate is TextFrame => candidate.kind === 'text' && candidate.slotId === slotId);
  if (!frame) throw new Error(`${layoutKey} hat keinen Textrahmen ${slotId}`);
  return { widthMm: frame.widthMm, heightMm: frame.heightMm, fontSizePt: frame.fontSizePt, lineHeight: design.typography.styles[frame.style].lineHeight };
}

/** The memorial page's quotes that fit the quote page's frame, in their order (each once). */
export function quotesThatFit(quotes: readonly string[], size: Size, design: DesignRecord): string[] {
  const box = textBoxOf('t-quote', 'quote', size, design);
  const fitting: string[] = [];
  for (const quote of quotes) {
    const text = quote.replace(/\r\n?/g, '\n').trim();
    if (text && !fitting.includes(text) && fitsBox(text, box)) fitting.push(text);
  }
  return fitting;
}

/** The first of the memorial page's quotes that fits the quote page's frame, or null. */
export function chooseQuote(quotes: readonly string[], size: Size, design: DesignRecord): string | null {
  return quotesThatFit(quotes, size, design)[0] ?? null;
}

export interface TextPagePlan {
  heading: string | null;
  body: string;
}

/** The bodies of the condolence and candle pages, each within the body frame's budget, at most MAX_TEXT_PAGES. */
export function planTextPages(memorial: AssistantMemorial, size: Size, design: DesignRecord): TextPagePlan[] {
  const box = textBoxOf('t-text', 'body', size, design);
  const section = (heading: string, entries: readonly TextEntry[]) => pourEntries(entries, box).map((body, index) => ({ heading: index === 0 ? heading : null, body }));
  return [...section(CONDOLENCES_HEADING, memorial.condolences), ...section(CANDLES_HEADING, memorial.candles)].slice(0, MAX_TEXT_PAGES);
}

export function buildTextPage(plan: TextPagePlan, size: Size, design: DesignRecord, newId: () => string): Page {
  const texts: Record<string, string> = { body: plan.body };
  if (plan.heading) texts.heading = plan.heading;
  return buildPage('page', designLayout(design, 't-text'), size, design, newId, { texts });
}

export function buildQuotePage(quote: string, size: Size, design: DesignRecord, newId: () => string): Page {
  return buildPage('page', designLayout(design, 't-quote'), size, design, newId, { texts: { quote } });
}

export interface CalmPage {
  /** Its index among the book's pages. */
  index: number;
  /** The design's emblem ('t-quote' without its words), or a plain page of the design's paper. */
  emblem: boolean;
  /** One of the memorial page's quotes under the emblem, or null. */
  quote: string | null;
}

/**
 * A pause among the pages (fewer photos than the paper's minimum has pages for): the emblem, with a
 * quote where there is one, or the design's plain paper without frames (no layout: nothing on it
 * waits to be filled, and the editor offers every layout for it).
 */
export function buildCalmPage(plan: CalmPage, size: Size, design: DesignRecord, newId: () => string): Page {
  if (plan.emblem) return buildPage('page', designLayout(design, 't-quote'), size, design, newId, { texts: plan.quote ? { quote: plan.quote } : {} });
  const plain = buildPage('page', designLayout(design, 't-text'), size, design, newId);
  return { ...plain, layoutId: null, frames: [] };
}
