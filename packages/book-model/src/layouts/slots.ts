import type { TextAlign, TextStyle } from '../document/schema';
import type { DecorationSlot, PhotoSlot, TextSlot } from './types';

/** Width/height ranges photo slots keep on every format (see PhotoSlot.aspect). */
export const ASPECT = {
  landscape: { min: 1.25, max: 1.6 },
  wide: { min: 1.3, max: 1.9 },
  portrait: { min: 0.62, max: 0.82 },
  square: { min: 0.9, max: 1.1 },
  /** Anything between a tall portrait and a wide landscape, but never a letterbox. */
  open: { min: 0.6, max: 1.7 },
} as const;
export type AspectName = keyof typeof ASPECT;

/** German hints the editor shows in an empty text frame (never printed). */
export const HINTS: Record<TextStyle, string> = {
  title: 'Name oder Titel des Buches',
  subtitle: 'Lebensdaten oder ein Satz der Erinnerung',
  name: 'Name',
  dates: 'Geburts- und Sterbedatum',
  heading: 'Überschrift',
  body: 'Ihr Text – eine Erinnerung, ein Gedanke, ein Lebenslauf',
  quote: 'Ein Gedicht, ein Spruch oder ein Bibelvers',
  caption: 'Bildunterschrift',
};

type Rect = [x: number, y: number, width: number, height: number];
const box = ([x, y, width, height]: Rect) => ({ x, y, width, height });

/** Photo slots are numbered in reading order: photo-1 is the most important. */
export const photo = (n: number, rect: Rect, aspect?: AspectName, extra: Partial<PhotoSlot> = {}): PhotoSlot => ({
  id: `photo-${n}`,
  kind: 'photo',
  box: box(rect),
  ...(aspect ? { aspect: ASPECT[aspect] } : {}),
  ...extra,
});

/**
 * Text slot ids name their role ('title', 'body', 'caption-2' …), so applying another layout can carry
 * a text over to the slot of the same id.
 */
export const text = (id: string, style: TextStyle, align: TextAlign, rect: Rect, extra: Partial<TextSlot> = {}): TextSlot => ({
  id,
  kind: 'text',
  box: box(rect),
  style,
  align,
  hint: HINTS[style],
  ...extra,
});

export const ornament = (assetId: string, rect: Rect, id = 'ornament'): DecorationSlot => ({ id, kind: 'decoration', box: box(rect), assetId });
