import { MIN_SPINE_TEXT_MM, MIN_SPINE_TITLE_PT, TITLE_FIT_CHARS, coverTemplates } from './cover-templates';
import { DESIGN_STYLES, type DesignLayoutStyle } from './design-styles';
import { pageTemplates, type LayoutTemplate } from './page-templates';
import type { PageLayout } from './types';

export { MIN_SPINE_TEXT_MM, MIN_SPINE_TITLE_PT, TITLE_FIT_CHARS };
export { AVERAGE_ADVANCE_EM, LINE_EXTENT_EM } from './font-metrics';

const NO_MARGIN = { top: 0, right: 0, bottom: 0, left: 0 };

function toLayout(d: DesignLayoutStyle, template: LayoutTemplate, target: PageLayout['target'], marginMm = d.marginMm, gapMm = d.gapMm): PageLayout {
  const edgeToEdge = template.ground === 'none';
  const layout: PageLayout = {
    id: `${d.key}/${template.key}`,
    themeId: d.themeId,
    name: template.name,
    target,
    photoCount: template.slots.filter((slot) => slot.kind === 'photo').length,
    hasText: template.slots.some((slot) => slot.kind === 'text'),
    orientation: template.orientation,
    marginMm: edgeToEdge ? NO_MARGIN : marginMm,
    gapMm: edgeToEdge ? 0 : gapMm,
    slots: template.slots,
  };
  if (template.ground !== 'none') layout.backgroundId = template.ground === 'ornament' ? d.ornamentBackground : d.plainBackground;
  return layout;
}

/** Every layout of every design, as plain data (ids unique over all designs). */
export const LAYOUTS: PageLayout[] = DESIGN_STYLES.flatMap((d) => [
  ...pageTemplates(d).map((template) => toLayout(d, template, 'page')),
  ...coverTemplates(d).map((template) => toLayout(d, template, template.target, template.marginMm, template.gapMm)),
]);

const BY_ID = new Map(LAYOUTS.map((layout) => [layout.id, layout]));

export function findLayout(id: string): PageLayout | undefined {
  return BY_ID.get(id);
}

/** The layouts a design offers for inner pages or one of the cover's panels, in the order the editor lists them. */
export function layoutsFor(themeId: number, target: PageLayout['target']): PageLayout[] {
  return LAYOUTS.filter((layout) => layout.themeId === themeId && layout.target === target);
}

/**
 * The cover a new book starts with: title and photo on the front, a short text on the back and the
 * title on the spine — unless the spine is too narrow to carry letters (pass its width when known).
 */
export function defaultCoverLayouts(themeId: number, options: { spineWidthMm?: number } = {}): { front: PageLayout; back: PageLayout; spine: PageLayout } {
  const key = DESIGN_STYLES.find((d) => d.themeId === themeId)?.key;
  if (!key) throw new Error(`Unbekanntes Design ${themeId}`);
  const narrow = options.spineWidthMm !== undefined && options.spineWidthMm < MIN_SPINE_TEXT_MM;
  const pick = (templateKey: string) => {
    const layout = findLayout(`${key}/${templateKey}`);
    if (!layout) throw new Error(`Layout ${key}/${templateKey} fehlt`);
    return layout;
  };
  return { front: pick('front-photo'), back: pick('back-text'), spine: pick(narrow ? 'spine-plain' : 'spine-title') };
}

/** Inner pages between the first and the last: one and two photos in turn, now and then three or a text. */
const DEFAULT_PAGE_CYCLE = ['p1-framed', 'p2-stacked', 'p1-landscape-caption', 'p2-side', 'p3-large-two', 'p1-portrait-text'];

/**
 * The layouts a new book's inner pages start with, so that every page already has frames to drop
 * photos into: the name and dates with a photo on page 1, a calm alternation in between, a quote on
 * the last page. Deterministic: the same design and page count always give the same pages.
 */
export function defaultPageLayouts(themeId: number, pageCount: number): PageLayout[] {
  const key = DESIGN_STYLES.find((d) => d.themeId === themeId)?.key;
  if (!key) throw new Error(`Unbekanntes Design ${themeId}`);
  const pick = (templateKey: string) => {
    const layout = findLayout(`${key}/${templateKey}`);
    if (!layout) throw new Error(`Layout ${key}/${templateKey} fehlt`);
    return layout;
  };
  return Array.from({ length: pageCount }, (_, index) => {
    if (index === 0) return pick('p1-memorial');
    if (index === pageCount - 1) return pick('t-quote');
    return pick(DEFAULT_PAGE_CYCLE[(index - 1) % DEFAULT_PAGE_CYCLE.length]!);
  });
}
