import { catalogueOf, pageCount, type BookDocument, type Spread } from '@eb/book-model';
import type { PaperPricing } from '@eb/catalogue';
import type { Message } from '../dnd/drop-action';

/**
 * The strip's rules, pure: which spreads may move, how many spreads one step of the paper adds or
 * takes away, and why not at the paper's limits. They mirror book-model's spread commands (which
 * refuse the same cases), so the buttons say no before a command has to.
 */

/** The paper's pricing in this format, the one price function's input (as the products API builds it). */
export function pricingOf(document: Pick<BookDocument, 'formatId' | 'paperId' | 'themeId'>): PaperPricing | null {
  const { paper } = catalogueOf(document);
  const price = paper?.prices.find((candidate) => candidate.formatId === document.formatId);
  if (!paper || !price) return null;
  return { minPages: paper.minPages, maxPages: paper.maxPages, stepPages: paper.stepPages, basePriceCents: price.basePriceCents, stepPriceCents: price.stepPriceCents };
}

/** Pages come in the paper's step; every double spread holds two (a step of 4 pages is 2 spreads). */
export const spreadsPerStep = (stepPages: number): number => Math.max(1, Math.ceil(stepPages / 2));

/** The cover (0), the first page alone (1) and the last page alone stay where they are. */
export const isMovableSpread = (document: Pick<BookDocument, 'spreads'>, spreadIndex: number): boolean => spreadIndex >= 2 && spreadIndex <= document.spreads.length - 1;

/** Where Alt+Arrow moves a spread (one place back or on), or null at the movable range's end. */
export function keyMoveTarget(document: Pick<BookDocument, 'spreads'>, spreadIndex: number, direction: -1 | 1): number | null {
  if (!isMovableSpread(document, spreadIndex)) return null;
  const to = spreadIndex + direction;
  return isMovableSpread(document, to) ? to : null;
}

export type StepChoice = { allowed: true; count: number; afterSpreadId: string } | { allowed: false; reason: Message };
export type RemoveChoice = { allowed: true; spreadIds: string[]; firstIndex: number; holdsContent: boolean } | { allowed: false; reason: Message };

/** 'Seiten hinzufügen': one step of spreads after the current one (after page 1 from the cover, before the last page from it). */
export function addChoice(document: BookDocument, pricing: PaperPricing, spreadIndex: number): StepChoice {
  if (pageCount(document) + pricing.stepPages > pricing.maxPages) return { allowed: false, reason: { key: 'editor.strip.atMost', values: { max: pricing.maxPages } } };
  const last = document.spreads.length - 1;
  const afterIndex = Math.min(Math.max(spreadIndex - 1, 0), last - 1);
  return { allowed: true, count: spreadsPerStep(pricing.stepPages), afterSpreadId: document.spreads[afterIndex]!.id };
}

/** 'Seiten entfernen': one step of spreads from the current one on (or ending at it near the book's end). */
export function removeChoice(document: BookDocument, pricing: PaperPricing, spreadIndex: number): RemoveChoice {
  if (pageCount(document) - pricing.stepPages < pricing.minPages) return { allowed: false, reason: { key: 'editor.strip.atLeast', values: { min: pricing.minPages } } };
  if (!isMovableSpread(document, spreadIndex)) return { allowed: false, reason: { key: 'editor.strip.removeFixed' } };
  const count = spreadsPerStep(pricing.stepPages);
  const lastMiddle = document.spreads.length - 2;
  const start = Math.max(1, Math.min(spreadIndex - 1, lastMiddle - count + 1));
  const spreads = document.spreads.slice(start, start + count);
  if (spreads.length < count) return { allowed: false, reason: { key: 'editor.strip.atLeast', values: { min: pricing.minPages } } };
  return { allowed: true, spreadIds: spreads.map((spread) => spread.id), firstIndex: start + 1, holdsContent: spreads.some(holdsContent) };
}

/** A photo or a text the person would lose sight of (undo brings it back, so a short question is enough). */
const holdsContent = (spread: Spread): boolean =>
  spread.pages.some((page) => page.frames.some((frame) => (frame.kind === 'photo' && frame.photoId !== null) || (frame.kind === 'text' && frame.text.trim() !== '')));
