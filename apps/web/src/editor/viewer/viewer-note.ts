import type { Book } from '@eb/api-contract';

/** Key under editor.viewer.why in de.json: why this book opens for viewing only. */
export function readOnlyReasonKey(book: Pick<Book, 'state' | 'isTemplate'>): 'ordered' | 'finished' | 'closed' {
  if (book.state === 3) return 'ordered';
  if (book.state === 2 && !book.isTemplate) return 'finished';
  return 'closed';
}

/** The next spread to show: within the book, never past its ends. */
export function flipTo(current: number, step: number, spreadCount: number): number {
  return Math.max(0, Math.min(spreadCount - 1, current + step));
}

/** A horizontal swipe long enough and straight enough to flip: −1 back, 1 on, 0 none. */
export function swipeStep(dx: number, dy: number, minPx = 50): -1 | 0 | 1 {
  if (Math.abs(dx) < minPx || Math.abs(dx) < Math.abs(dy) * 1.5) return 0;
  return dx < 0 ? 1 : -1;
}
