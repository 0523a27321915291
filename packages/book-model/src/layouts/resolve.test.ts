import { describe, expect, it } from 'vitest';
import { BLEED_MM } from '../geometry';
import { findLayout } from './catalogue';
import { resolveLayout } from './resolve';
import { counter, designOf, visualBox } from './testing';
import type { PageLayout } from './types';

const A4 = { widthMm: 210, heightMm: 297 };
const SQUARE = { widthMm: 200, heightMm: 200 };
const MINI = { widthMm: 130, heightMm: 190 };
const rosenzeit = designOf(101);

function layout(id: string): PageLayout {
  const found = findLayout(id);
  if (!found) throw new Error(id);
  return found;
}

describe('resolveLayout', () => {
  it('prints a full-page photo into the bleed on every side, with no background', () => {
    const { frames, background } = resolveLayout(layout('rosenzeit/p1-full'), A4, counter(), rosenzeit);
    expect(frames).toEqual([
      { id: 'f1', kind: 'photo', xMm: -BLEED_MM, yMm: -BLEED_MM, widthMm: 210 + 2 * BLEED_MM, heightMm: 297 + 2 * BLEED_MM, rotationDeg: 0, slotId: 'photo-1', photoId: null, crop: null },
    ]);
    expect(background).toBeNull();
  });

  it('keeps the margins and puts exactly the gap between neighbouring photos', () => {
    const stacked = layout('rosenzeit/p2-stacked');
    const { frames, background } = resolveLayout(stacked, A4, counter(), rosenzeit);
    const [top, bottom] = frames;
    expect(background).toEqual({ kind: 'design', backgroundId: 'rosenzeit-1' });
    expect(top?.yMm).toBe(stacked.marginMm.top);
    expect(bottom && top && bottom.yMm - (top.yMm + top.heightMm)).toBeCloseTo(stacked.gapMm, 2);
    expect(bottom && bottom.yMm + bottom.heightMm).toBeLessThanOrEqual(297 - stacked.marginMm.bottom + 0.01);
  });

  it('does not turn a landscape slot into a letterbox on the square format', () => {
    for (const page of [A4, SQUARE, MINI]) {
      const [frame] = resolveLayout(layout('rosenzeit/p1-landscape'), page, counter(), rosenzeit).frames;
      const ratio = (frame?.widthMm ?? 0) / (frame?.heightMm ?? 1);
      expect(ratio).toBeGreaterThanOrEqual(1.25 - 0.01);
      expect(ratio).toBeLessThanOrEqual(1.6 + 0.01);
    }
  });

  it("sets text frames empty in the design's style, smaller on the mini format only for display text", () => {
    const memorial = layout('rosenzeit/p1-memorial');
    const onA4 = resolveLayout(memorial, A4, counter(), rosenzeit).frames;
    const onMini = resolveLayout(memorial, MINI, counter(), rosenzeit).frames;
    const name = onA4.find((frame) => frame.slotId === 'name');
    expect(name).toMatchObject({ kind: 'text', text: '', style: 'name', fontSizePt: rosenzeit.typography.styles.name.sizePt, color: rosenzeit.typography.styles.name.color, align: 'center' });
    const miniName = onMini.find((frame) => frame.slotId === 'name');
    expect(miniName?.kind === 'text' && miniName.fontSizePt).toBeLessThan(rosenzeit.typography.styles.name.sizePt);
    const dates = (frames: typeof onA4) => frames.find((frame) => frame.slotId === 'dates');
    expect(dates(onMini)).toMatchObject({ fontSizePt: rosenzeit.typography.styles.dates.sizePt });
    expect(onA4.find((frame) => frame.kind === 'decoration')).toMatchObject({ assetId: 'rosenzeit-divider', color: null });
    expect(onA4.find((frame) => frame.kind === 'photo')).toMatchObject({ photoId: null, crop: null });
  });

  it('turns the spine title a quarter to read bottom to top, inside the spine, small enough for its width', () => {
    const spine = { widthMm: 12, heightMm: 303 };
    const [frame] = resolveLayout(layout('rosenzeit/spine-title'), spine, counter(), rosenzeit).frames;
    expect(frame).toMatchObject({ kind: 'text', rotationDeg: -90, style: 'title' });
    if (frame?.kind !== 'text') throw new Error('no text frame');
    // The frame's own box lies along the spine; the area it covers stays on the spine.
    expect(frame.widthMm).toBeGreaterThan(frame.heightMm);
    const covered = visualBox(frame);
    expect(covered.xMm).toBeGreaterThanOrEqual(0);
    expect(covered.xMm + covered.widthMm).toBeLessThanOrEqual(12);
    expect((frame.fontSizePt * 25.4) / 72).toBeLessThan(frame.heightMm);
    expect(frame.fontSizePt).toBeLessThanOrEqual(16);
  });

  it('takes every frame id from the id source, in slot order', () => {
    const ids = resolveLayout(layout('rosenzeit/p6-text'), A4, counter(), rosenzeit).frames.map((frame) => frame.id);
    expect(ids).toEqual(['f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7']);
  });
});
