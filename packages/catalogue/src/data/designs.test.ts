import { existsSync, readFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { DESIGNS } from './designs';
import type { DesignTextStyleName } from './types';

const PUBLIC = new URL('../../../../apps/web/public', import.meta.url);
const STYLE_NAMES: DesignTextStyleName[] = ['title', 'subtitle', 'name', 'dates', 'heading', 'body', 'quote', 'caption'];
/** The faces book-layout's font manifest has files for. */
const FACES = new Set(['Cormorant Garamond 400 normal', 'Cormorant Garamond 600 normal', 'Lora 400 normal', 'Lora 600 normal', 'Lora 400 italic', 'Source Sans 3 400 normal', 'Source Sans 3 600 normal']);
const byDesign = DESIGNS.map((design) => [design.description, design] as const);

describe('design typography', () => {
  it.each(byDesign)('%s sets every kind of text in a face that is printed', (_name, design) => {
    const { styles } = design.typography;
    expect(Object.keys(styles).sort()).toEqual([...STYLE_NAMES].sort());
    for (const style of Object.values(styles)) {
      expect(FACES.has(`${style.family} ${style.weight} ${style.italic ? 'italic' : 'normal'}`), `${style.family} ${style.weight}`).toBe(true);
      expect(style.lineHeight).toBeGreaterThanOrEqual(1.1);
      if (style.color) expect(style.color).toMatch(/^#[0-9a-f]{6}$/i);
    }
    expect(styles.title.family).toBe(design.typography.headingFont);
    expect(styles.body.family).toBe(design.typography.bodyFont);
  });

  it.each(byDesign)('%s never breaks names, dates or titles, and hyphenates running text', (_name, design) => {
    const { styles } = design.typography;
    for (const name of ['title', 'name', 'dates'] as const) expect(styles[name].hyphenate).toBe(false);
    expect(styles.body.hyphenate).toBe(true);
  });

  it.each(byDesign)('%s keeps a clear hierarchy with quiet captions and readable body text', (_name, design) => {
    const { styles } = design.typography;
    expect(styles.caption.sizePt).toBeLessThan(styles.body.sizePt);
    expect(styles.body.sizePt).toBeLessThan(styles.heading.sizePt);
    expect(styles.heading.sizePt).toBeLessThan(styles.name.sizePt);
    expect(styles.name.sizePt).toBeLessThan(styles.title.sizePt);
    expect(styles.body.sizePt).toBeGreaterThanOrEqual(10.5);
    expect(styles.caption.sizePt).toBeGreaterThanOrEqual(8);
    expect(styles.caption.color).not.toBe(design.typography.textColor);
  });
});

describe('design ornaments', () => {
  it('have ids unique over all designs', () => {
    const ids = DESIGNS.flatMap((design) => design.ornaments.map((ornament) => ornament.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(byDesign)('%s has one to three small vector ornaments that print as they are', (_name, design) => {
    expect(design.ornaments.length).toBeGreaterThanOrEqual(1);
    expect(design.ornaments.length).toBeLessThanOrEqual(3);
    for (const ornament of design.ornaments) {
      expect(ornament.src.startsWith(`/images/designs/${design.key}/ornament-`)).toBe(true);
      const file = new URL(`.${ornament.src}`, `${PUBLIC.href}/`);
      expect(existsSync(file), ornament.src).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg.length).toBeLessThan(4000);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="/);
      // svg-to-pdfkit and resvg both draw plain shapes; these would be lost or fetched from elsewhere.
      expect(svg).not.toMatch(/<filter|<image|<use|<text|<style|<script|<mask|href=|class=|style=|url\(/);
      const { pixels } = new Resvg(svg, { fitTo: { mode: 'width', value: 120 } }).render();
      const inked = pixels.filter((alpha, index) => index % 4 === 3 && alpha !== 0).length;
      expect(inked, ornament.src).toBeGreaterThan(100);
    }
  });
});
