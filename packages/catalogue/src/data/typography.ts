import type { DesignFontFamily, DesignTextStyle, DesignTextStyleName, DesignTypography } from './types';

interface TypeScale {
  heading: DesignFontFamily;
  body: DesignFontFamily;
  /** Main ink. */
  textColor: string;
  /** Quieter ink for captions and dates. */
  mutedColor: string;
  /** Ink of names and titles (the design's accent, still dark enough to read). */
  accentColor?: string;
}

/**
 * Cormorant has a small x-height and needs a few points more than Lora or Source Sans to read as
 * the same size; a memorial book is read by older eyes, so body text never goes below 10.5 pt.
 */
const optical = (family: DesignFontFamily, sizePt: number) => (family === 'Cormorant Garamond' ? Math.round(sizePt * 1.18 * 2) / 2 : sizePt);

/** One calm hierarchy for every design: a few sizes, far apart, captions small and quiet. */
export function typeScale(scale: TypeScale): DesignTypography {
  const { heading, body, textColor, mutedColor, accentColor } = scale;
  const style = (family: DesignFontFamily, weight: 400 | 600, sizePt: number, lineHeight: number, hyphenate: boolean, extra: Partial<DesignTextStyle> = {}): DesignTextStyle => ({
    family,
    weight,
    italic: false,
    sizePt: optical(family, sizePt),
    lineHeight,
    hyphenate,
    ...extra,
  });
  const styles: Record<DesignTextStyleName, DesignTextStyle> = {
    title: style(heading, 600, 30, 1.15, false, accentColor ? { color: accentColor } : {}),
    subtitle: style(heading, 400, 14, 1.3, false),
    name: style(heading, 600, 22, 1.2, false, accentColor ? { color: accentColor } : {}),
    dates: style(body, 400, 11, 1.4, false, { color: mutedColor }),
    heading: style(heading, 600, 16, 1.25, false),
    body: style(body, 400, body === 'Source Sans 3' ? 11 : 10.5, 1.5, true),
    // Lora's italic is the one italic of the design fonts, so every design quotes in it.
    quote: { family: 'Lora', weight: 400, italic: true, sizePt: 13, lineHeight: 1.5, hyphenate: true },
    caption: style(body, 400, body === 'Source Sans 3' ? 8.5 : 8, 1.35, true, { color: mutedColor }),
  };
  return { headingFont: heading, bodyFont: body, textColor, styles };
}
