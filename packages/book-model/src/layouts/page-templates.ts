import type { DesignLayoutStyle } from './design-styles';
import { ornament, photo, text } from './slots';
import type { LayoutOrientation, LayoutSlot } from './types';

/** A layout before it is given to a design: the design fills in margins, gap, alignment and ornaments. */
export interface LayoutTemplate {
  key: string;
  name: string;
  orientation: LayoutOrientation;
  slots: LayoutSlot[];
  /** 'none' prints to the edge (no margins, no background). */
  ground: 'plain' | 'ornament' | 'none';
}

const third = 1 / 3;

/**
 * The inner pages every design offers: 1 to 6 photos, with and without text, portrait, landscape
 * and square, a memorial page and two text pages. Boxes are fractions of the content box; boxes may
 * share edges (resolveLayout puts the gap between them). Text bands are sized for the smallest
 * content box (mini) so no text is squeezed there.
 */
export function pageTemplates(d: DesignLayoutStyle): LayoutTemplate[] {
  const h = d.headingAlign;
  const b = d.bodyAlign;
  const c = d.captionAlign;
  return [
    // One photo
    { key: 'p1-full', name: 'Ein Foto, ganzseitig', orientation: 'portrait', ground: 'none', slots: [photo(1, [0, 0, 1, 1], undefined, { bleed: true })] },
    { key: 'p1-framed', name: 'Ein Foto mit Rand', orientation: 'portrait', ground: 'plain', slots: [photo(1, [0, 0, 1, 1], 'open')] },
    { key: 'p1-landscape', name: 'Ein Foto quer', orientation: 'landscape', ground: 'plain', slots: [photo(1, [0, 0.2, 1, 0.52], 'landscape')] },
    {
      key: 'p1-landscape-caption',
      name: 'Ein Foto quer mit Bildunterschrift',
      orientation: 'landscape',
      ground: 'plain',
      slots: [photo(1, [0, 0.16, 1, 0.52], 'landscape'), text('caption-1', 'caption', c, [0.1, 0.68, 0.8, 0.08])],
    },
    {
      key: 'p1-portrait-text',
      name: 'Ein Foto hoch mit Text',
      orientation: 'portrait',
      ground: 'plain',
      slots: [photo(1, [0.12, 0, 0.76, 0.64], 'portrait'), text('body', 'body', b, [0.06, 0.7, 0.88, 0.3])],
    },
    {
      key: 'p1-landscape-text',
      name: 'Ein Foto quer mit Überschrift und Text',
      orientation: 'landscape',
      ground: 'plain',
      slots: [photo(1, [0, 0, 1, 0.5], 'landscape'), text('heading', 'heading', h, [0.04, 0.55, 0.92, 0.09]), text('body', 'body', b, [0.04, 0.64, 0.92, 0.36])],
    },
    {
      key: 'p1-square-quote',
      name: 'Ein Foto mit Zitat',
      orientation: 'square',
      ground: 'plain',
      slots: [photo(1, [0.14, 0.02, 0.72, 0.54], 'square'), text('quote', 'quote', 'center', [0.08, 0.62, 0.84, 0.3], { verticalAlign: 'middle' })],
    },
    {
      key: 'p1-memorial',
      name: 'Ein Foto mit Name und Lebensdaten',
      orientation: 'portrait',
      ground: 'plain',
      slots: [
        photo(1, [0.18, 0.02, 0.64, 0.58], 'portrait'),
        // Filled in by fillTextSlots (the assistant), a long name ('Dr. Hans-Joachim Müller-Lüdenscheidt') fits even on the mini format.
        text('name', 'name', 'center', [0, 0.65, 1, 0.1], { verticalAlign: 'bottom', fit: { chars: 40, maxLines: 2 } }),
        text('dates', 'dates', 'center', [0, 0.76, 1, 0.06], { fit: { chars: 30, maxLines: 1 } }),
        ornament(d.divider, [0.3, 0.86, 0.4, 0.05]),
      ],
    },
    // Two photos
    { key: 'p2-stacked', name: 'Zwei Fotos untereinander', orientation: 'landscape', ground: 'plain', slots: [photo(1, [0, 0, 1, 0.5], 'landscape'), photo(2, [0, 0.5, 1, 0.5], 'landscape')] },
    { key: 'p2-side', name: 'Zwei Fotos nebeneinander', orientation: 'portrait', ground: 'plain', slots: [photo(1, [0, 0.14, 0.5, 0.62], 'portrait'), photo(2, [0.5, 0.14, 0.5, 0.62], 'portrait')] },
    {
      key: 'p2-side-text',
      name: 'Zwei Fotos nebeneinander mit Text',
      orientation: 'portrait',
      ground: 'plain',
      slots: [photo(1, [0, 0, 0.5, 0.6], 'portrait'), photo(2, [0.5, 0, 0.5, 0.6], 'portrait'), text('body', 'body', b, [0.06, 0.67, 0.88, 0.33])],
    },
    {
      key: 'p2-captions',
      name: 'Zwei Fotos mit Bildunterschriften',
      orientation: 'landscape',
      ground: 'plain',
      slots: [
        photo(1, [0, 0, 1, 0.42], 'landscape'),
        text('caption-1', 'caption', c, [0, 0.42, 1, 0.07]),
        photo(2, [0, 0.51, 1, 0.42], 'landscape'),
        text('caption-2', 'caption', c, [0, 0.93, 1, 0.07]),
      ],
    },
    { key: 'p2-large-small', name: 'Ein großes und ein kleines Foto', orientation: 'mixed', ground: 'plain', slots: [photo(1, [0, 0, 1, 0.62], 'open'), photo(2, [0.25, 0.62, 0.5, 0.38], 'landscape')] },
    { key: 'p2-offset', name: 'Zwei Fotos versetzt', orientation: 'landscape', ground: 'plain', slots: [photo(1, [0, 0.02, 0.66, 0.46], 'landscape'), photo(2, [0.34, 0.52, 0.66, 0.46], 'landscape')] },
    // Three photos
    {
      key: 'p3-large-two',
      name: 'Drei Fotos: eines groß, zwei klein',
      orientation: 'mixed',
      ground: 'plain',
      slots: [photo(1, [0, 0, 1, 0.56], 'landscape'), photo(2, [0, 0.56, 0.5, 0.44], 'open'), photo(3, [0.5, 0.56, 0.5, 0.44], 'open')],
    },
    { key: 'p3-stacked', name: 'Drei Fotos untereinander', orientation: 'landscape', ground: 'plain', slots: [0, 1, 2].map((i) => photo(i + 1, [0, i * third, 1, third], 'wide')) },
    {
      key: 'p3-tall-two',
      name: 'Drei Fotos: eines hoch, zwei daneben',
      orientation: 'portrait',
      ground: 'plain',
      slots: [photo(1, [0, 0.08, 0.56, 0.84], 'portrait'), photo(2, [0.56, 0.08, 0.44, 0.42], 'open'), photo(3, [0.56, 0.5, 0.44, 0.42], 'open')],
    },
    {
      key: 'p3-text',
      name: 'Drei Fotos mit Überschrift und Text',
      orientation: 'mixed',
      ground: 'plain',
      slots: [
        text('heading', 'heading', h, [0, 0, 1, 0.08]),
        text('body', 'body', b, [0, 0.08, 1, 0.2]),
        photo(1, [0, 0.3, 1, 0.38], 'landscape'),
        photo(2, [0, 0.68, 0.5, 0.32], 'open'),
        photo(3, [0.5, 0.68, 0.5, 0.32], 'open'),
      ],
    },
    // Four photos
    { key: 'p4-grid', name: 'Vier Fotos im Raster', orientation: 'square', ground: 'plain', slots: grid(2, 2, [0, 0.04, 1, 0.92]) },
    { key: 'p4-text', name: 'Vier Fotos mit Text', orientation: 'square', ground: 'plain', slots: [...grid(2, 2, [0, 0, 1, 0.76]), text('body', 'body', b, [0.04, 0.8, 0.92, 0.2])] },
    {
      key: 'p4-large-three',
      name: 'Vier Fotos: eines groß, drei klein',
      orientation: 'mixed',
      ground: 'plain',
      slots: [photo(1, [0, 0, 1, 0.6], 'landscape'), ...[0, 1, 2].map((i) => photo(i + 2, [i * third, 0.6, third, 0.4], 'open'))],
    },
    {
      key: 'p4-captions',
      name: 'Vier Fotos mit Bildunterschriften',
      orientation: 'landscape',
      ground: 'plain',
      slots: [0, 1].flatMap((row) =>
        [0, 1].flatMap((col) => {
          const n = row * 2 + col + 1;
          return [photo(n, [col / 2, row * 0.51, 0.5, 0.41], 'open'), text(`caption-${n}`, 'caption', c, [col / 2, row * 0.51 + 0.41, 0.5, 0.08])];
        }),
      ),
    },
    // Five and six photos
    { key: 'p5-mosaic', name: 'Fünf Fotos', orientation: 'mixed', ground: 'plain', slots: [photo(1, [0, 0, 0.5, 0.5]), photo(2, [0.5, 0, 0.5, 0.5]), ...[0, 1, 2].map((i) => photo(i + 3, [i * third, 0.5, third, 0.5], 'open'))] },
    {
      key: 'p5-text',
      name: 'Fünf Fotos mit Text',
      orientation: 'mixed',
      ground: 'plain',
      slots: [
        text('body', 'body', b, [0.04, 0, 0.92, 0.16]),
        photo(1, [0, 0.18, 0.5, 0.41]),
        photo(2, [0.5, 0.18, 0.5, 0.41]),
        ...[0, 1, 2].map((i) => photo(i + 3, [i * third, 0.59, third, 0.41], 'open')),
      ],
    },
    { key: 'p6-grid', name: 'Sechs Fotos im Raster', orientation: 'square', ground: 'plain', slots: grid(2, 3, [0, 0, 1, 1]) },
    { key: 'p6-text', name: 'Sechs Fotos mit Text', orientation: 'square', ground: 'plain', slots: [text('body', 'body', b, [0.04, 0, 0.92, 0.16]), ...grid(2, 3, [0, 0.18, 1, 0.82])] },
    // Text pages
    {
      key: 't-text',
      name: 'Nur Text',
      orientation: 'mixed',
      ground: 'plain',
      slots: [text('heading', 'heading', h, [0.06, 0.08, 0.88, 0.1], { verticalAlign: 'bottom' }), text('body', 'body', b, [0.06, 0.22, 0.88, 0.6]), ornament(d.divider, [0.3, 0.88, 0.4, 0.05])],
    },
    {
      key: 't-quote',
      name: 'Zitat mit Ornament',
      orientation: 'mixed',
      ground: 'ornament',
      slots: [
        ornament(d.emblem, [0.38, 0.16, 0.24, 0.14]),
        text('quote', 'quote', 'center', [0.08, 0.34, 0.84, 0.34], { verticalAlign: 'middle' }),
        text('caption-1', 'caption', 'center', [0.08, 0.7, 0.84, 0.07], { hint: 'Wer hat es gesagt oder geschrieben?' }),
      ],
    },
  ];
}

/** Photo slots in an even grid inside the rect (columns × rows), numbered row by row. */
function grid(columns: number, rows: number, [x, y, width, height]: [number, number, number, number]) {
  return Array.from({ length: columns * rows }, (_, index) => {
    const col = index % columns;
    const row = Math.floor(index / columns);
    return photo(index + 1, [x + (col * width) / columns, y + (row * height) / rows, width / columns, height / rows], 'open');
  });
}
