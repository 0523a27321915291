import type { DesignLayoutStyle } from './design-styles';
import type { LayoutTemplate } from './page-templates';
import { ornament, photo, text } from './slots';
import type { PageLayout } from './types';

export interface CoverTemplate extends LayoutTemplate {
  target: Exclude<PageLayout['target'], 'page'>;
  /** Margins of their own: the spine is a narrow strip, the cover's faces want more air than a page. */
  marginMm?: PageLayout['marginMm'];
  gapMm?: number;
}

/**
 * Below this spine width no title is printed: the fold may wander by a millimetre either way and
 * letters would run onto the faces (the printers' usual rule of thumb is 5–6 mm).
 */
export const MIN_SPINE_TEXT_MM = 6;

/**
 * A title up to this many characters never overflows a new book's cover (decision 036): the front
 * and the spine are set at a size that holds it. The shop allows 150; longer titles may overflow,
 * the preflight says so and the person shortens the title or sets it smaller.
 */
export const TITLE_FIT_CHARS = 60;
/** The spine's title is one line, across the spine; below this size it is no longer worth printing. */
export const MIN_SPINE_TITLE_PT = 8;

const TITLE_FIT = { chars: TITLE_FIT_CHARS, maxLines: 3 };
const SPINE_TITLE_FIT = { chars: TITLE_FIT_CHARS, maxLines: 1 };
/** Dates ('* 12.03.1941  † 02.11.2026') or a short sentence of remembrance. */
const SUBTITLE_FIT = { chars: 40, maxLines: 2 };

const coverMargin = (d: DesignLayoutStyle) => ({ top: d.marginMm.top + 4, right: d.marginMm.right + 2, bottom: d.marginMm.bottom + 4, left: d.marginMm.left + 2 });

/**
 * Cover panels: every front has a text slot 'title' (the book's title goes there), the spine's title
 * reads bottom to top (-90°), as German books are usually lettered.
 */
export function coverTemplates(d: DesignLayoutStyle): CoverTemplate[] {
  const margin = coverMargin(d);
  const base = { ground: 'plain' as const, marginMm: margin };
  return [
    {
      ...base,
      key: 'front-photo',
      target: 'front',
      name: 'Titel mit Foto',
      orientation: 'portrait',
      slots: [
        photo(1, [0.14, 0.03, 0.72, 0.57], 'open'),
        text('title', 'title', 'center', [0, 0.64, 1, 0.17], { verticalAlign: 'middle', fit: TITLE_FIT }),
        text('subtitle', 'subtitle', 'center', [0, 0.81, 1, 0.08], { fit: SUBTITLE_FIT }),
        ornament(d.divider, [0.34, 0.91, 0.32, 0.05]),
      ],
    },
    {
      ...base,
      key: 'front-title',
      target: 'front',
      name: 'Nur Titel mit Ornament',
      orientation: 'mixed',
      ground: 'ornament',
      slots: [
        ornament(d.emblem, [0.36, 0.18, 0.28, 0.16]),
        text('title', 'title', 'center', [0, 0.38, 1, 0.18], { verticalAlign: 'middle', fit: TITLE_FIT }),
        ornament(d.divider, [0.3, 0.58, 0.4, 0.05], 'ornament-2'),
        text('subtitle', 'subtitle', 'center', [0, 0.65, 1, 0.1], { fit: SUBTITLE_FIT }),
      ],
    },
    {
      ...base,
      key: 'front-title-above',
      target: 'front',
      name: 'Titel über dem Foto',
      orientation: 'landscape',
      slots: [
        text('title', 'title', 'center', [0, 0, 1, 0.14], { verticalAlign: 'bottom', fit: TITLE_FIT }),
        text('subtitle', 'subtitle', 'center', [0, 0.14, 1, 0.08], { fit: SUBTITLE_FIT }),
        photo(1, [0, 0.28, 1, 0.68], 'open'),
      ],
    },
    {
      ...base,
      key: 'back-text',
      target: 'back',
      name: 'Rückseite mit Text',
      orientation: 'mixed',
      slots: [text('quote', 'quote', 'center', [0.08, 0.28, 0.84, 0.34], { verticalAlign: 'middle' }), ornament(d.divider, [0.34, 0.66, 0.32, 0.05])],
    },
    { ...base, key: 'back-ornament', target: 'back', name: 'Rückseite schlicht', orientation: 'mixed', slots: [ornament(d.emblem, [0.38, 0.42, 0.24, 0.16])] },
    {
      ...base,
      key: 'back-photo',
      target: 'back',
      name: 'Rückseite mit Foto',
      orientation: 'landscape',
      slots: [photo(1, [0.1, 0.2, 0.8, 0.4], 'landscape'), text('caption-1', 'caption', 'center', [0.1, 0.62, 0.8, 0.1])],
    },
    {
      key: 'spine-title',
      target: 'spine',
      name: 'Buchrücken mit Titel',
      orientation: 'mixed',
      ground: 'plain',
      marginMm: { top: 18, right: 0, bottom: 18, left: 0 },
      gapMm: 0,
      slots: [text('title', 'title', 'center', [0.14, 0, 0.72, 1], { rotationDeg: -90, verticalAlign: 'middle', maxSizePt: 16, fit: SPINE_TITLE_FIT, hint: 'Titel auf dem Buchrücken' })],
    },
    { key: 'spine-plain', target: 'spine', name: 'Buchrücken ohne Text', orientation: 'mixed', ground: 'plain', marginMm: { top: 0, right: 0, bottom: 0, left: 0 }, slots: [] },
  ];
}
