import type { TextStyle } from '@eb/book-model';
import type { DesignRecord } from '@eb/catalogue/data';
import { fontIdFor } from '../fonts/index';

export interface ResolvedTextStyle {
  fontId: string;
  lineHeight: number;
  hyphenate: boolean;
}

/** How the design sets a kind of text: its face, line distance and whether it may be hyphenated. */
export function textStyleOf(design: DesignRecord, style: TextStyle): ResolvedTextStyle {
  const typography = design.typography.styles[style];
  return {
    fontId: fontIdFor(typography.family, typography.weight, typography.italic),
    lineHeight: typography.lineHeight,
    hyphenate: typography.hyphenate,
  };
}
