import type { TextAlign } from '../document/schema';
import type { PageLayout } from './types';

/** How one design sets its pages; the layout templates read these so every design keeps its own air. */
export interface DesignLayoutStyle {
  themeId: number;
  key: string;
  /** Page margins in mm: a little more at the foot, as in a well-made book. */
  marginMm: PageLayout['marginMm'];
  gapMm: number;
  /** Headings, names and short texts. */
  headingAlign: TextAlign;
  bodyAlign: TextAlign;
  captionAlign: TextAlign;
  /** Background ids: the plain ground for photo pages, the ornamented one for text pages. */
  plainBackground: string;
  ornamentBackground: string;
  divider: string;
  emblem: string;
}

const margin = (top: number, side: number, bottom: number) => ({ top, right: side, bottom, left: side });

const style = (themeId: number, key: string, rest: Pick<DesignLayoutStyle, 'marginMm' | 'gapMm' | 'headingAlign' | 'bodyAlign' | 'captionAlign'>): DesignLayoutStyle => ({
  themeId,
  key,
  plainBackground: `${key}-1`,
  ornamentBackground: `${key}-2`,
  divider: `${key}-divider`,
  emblem: `${key}-emblem`,
  ...rest,
});

/** Classic designs centre their texts; the quiet modern ones set them ranged left with more white. */
export const DESIGN_STYLES: DesignLayoutStyle[] = [
  style(101, 'rosenzeit', { marginMm: margin(18, 16, 22), gapMm: 5, headingAlign: 'center', bodyAlign: 'center', captionAlign: 'center' }),
  style(102, 'kerzenschein', { marginMm: margin(18, 16, 22), gapMm: 5, headingAlign: 'center', bodyAlign: 'left', captionAlign: 'center' }),
  style(103, 'schlichte-wuerde', { marginMm: margin(22, 19, 26), gapMm: 6, headingAlign: 'left', bodyAlign: 'left', captionAlign: 'left' }),
  style(104, 'lebensbaum', { marginMm: margin(18, 16, 22), gapMm: 5, headingAlign: 'center', bodyAlign: 'left', captionAlign: 'center' }),
  style(105, 'stille-weite', { marginMm: margin(15, 14, 19), gapMm: 4, headingAlign: 'left', bodyAlign: 'left', captionAlign: 'left' }),
  style(106, 'abendrot', { marginMm: margin(17, 15, 21), gapMm: 4.5, headingAlign: 'center', bodyAlign: 'left', captionAlign: 'center' }),
  style(107, 'federleicht', { marginMm: margin(20, 18, 24), gapMm: 6, headingAlign: 'center', bodyAlign: 'center', captionAlign: 'center' }),
];
