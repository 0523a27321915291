import type { DisplayList } from '@eb/book-layout';
import type { BookDocument, Box } from '@eb/book-model';
import { frameSpotsOf } from '../canvas/frame-boxes';

/** A frame's box in the spread's trim coordinates (mm), as the canvas places its overlay. */
export type SpreadBox = Box;

/** Where the canvas draws the frame on this spread (the one computation in canvas/frame-boxes.ts); null when it is not on it. */
export function frameBoxOnSpread(document: BookDocument, list: DisplayList, frameId: string): SpreadBox | null {
  return frameSpotsOf(document, list).find((spot) => spot.frame.id === frameId)?.box ?? null;
}
