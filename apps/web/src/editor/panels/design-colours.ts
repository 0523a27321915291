import type { DesignRecord } from '@eb/catalogue/data';

/** Mixes a #rrggbb colour with white: amount 0 is white, 1 the colour itself. */
export function tint(hex: string, amount: number): string {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) return '#ffffff';
  const value = Number.parseInt(match[1]!, 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    return Math.round(255 - (255 - c) * Math.min(1, Math.max(0, amount)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

export interface DesignColour {
  /** Key under editor.backgrounds.colours in de.json. */
  key: 'paper' | 'accent' | 'muted';
  color: string;
}

/**
 * A few plain page colours from the design's own inks, made light enough that its dark text stays
 * easy to read on them: a warm paper tone, a breath of the accent, a quiet grey.
 */
export function designColours(design: DesignRecord): DesignColour[] {
  const { typography } = design;
  const accent = typography.styles.title.color ?? typography.textColor;
  const muted = typography.styles.dates.color ?? typography.textColor;
  const colours: DesignColour[] = [
    { key: 'paper', color: tint(typography.textColor, 0.05) },
    { key: 'accent', color: tint(accent, 0.12) },
    { key: 'muted', color: tint(muted, 0.16) },
  ];
  return colours.filter((colour, index) => colours.findIndex((other) => other.color === colour.color) === index);
}
