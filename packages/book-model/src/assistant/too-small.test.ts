import { describe, expect, it } from 'vitest';
import type { BookDocument, Page, PhotoFrame } from '../document/schema';
import { idSource, sampleDocument } from '../testing/fixtures';
import { designBookWithAssistant } from './design-book';
import { BLOCK_DPI, effectiveDpi } from './scoring';
import { lifePhotos, MEMORIAL, photo } from './testing';
import type { AssistantOptions, AssistantPhoto, AssistantResult } from './types';

// The assistant never makes a book the finishing preflight blocks (issue 13): a photo below 100 dpi
// in every frame the book could give it is left out and reported as too small; one sharp enough only
// in a small frame goes there.

const assist = (document: BookDocument, photos: AssistantPhoto[], options: Partial<AssistantOptions> = {}): AssistantResult =>
  designBookWithAssistant(document, { photos, memorial: MEMORIAL, options: { density: 'wenige', condolences: true, seed: 3, ...options } }, idSource('a').newId);

/** Every placed photo with the dpi it prints at (cover front and all inner pages). */
function placedDpi(result: AssistantResult, photos: readonly AssistantPhoto[]): { id: string; dpi: number }[] {
  const pages: Page[] = [result.cover.front, result.cover.back, ...result.spreads.flatMap((spread) => spread.pages)];
  const sizes = new Map(photos.map((entry) => [entry.id, entry]));
  return pages
    .flatMap((page) => page.frames.filter((frame): frame is PhotoFrame => frame.kind === 'photo' && frame.photoId !== null))
    .map((frame) => ({ id: frame.photoId!, dpi: effectiveDpi(sizes.get(frame.photoId!)!, frame) }));
}

/**
 * A life's photos (12 MP and scans) with photos of this size uploaded at these places; without a
 * capture time they keep their places in the story.
 */
function lifeWith(count: number, places: readonly number[], prefix: string, width: number, height: number): AssistantPhoto[] {
  const extras = places.map((at, index) => photo(`${prefix}-${index}`, width, height, null, at));
  const free = Array.from({ length: count + places.length }, (_, index) => index).filter((index) => !places.includes(index));
  return [...lifePhotos(count, 4).map((entry) => ({ ...entry, uploadOrder: free[entry.uploadOrder]! })), ...extras];
}

describe('the assistant and the preflight’s resolution block', () => {
  it('leaves out a photo too small for every frame and says so, in every density', () => {
    // The reviewer's book: 30 photos, three of them 300 × 200 px.
    const photos = lifeWith(27, [5, 14, 22], 'tiny', 300, 200);
    for (const density of ['wenige', 'mittel', 'viele'] as const) {
      const result = assist(sampleDocument(), photos, { density });
      const placed = placedDpi(result, photos);
      expect(placed.filter(({ dpi }) => dpi < BLOCK_DPI), density).toEqual([]);
      expect([...result.report.tooSmallPhotoIds].sort(), density).toEqual(['tiny-0', 'tiny-1', 'tiny-2']);
      for (const id of result.report.tooSmallPhotoIds) expect(result.report.leftOutPhotoIds, density).toContain(id);
      expect(placed.some(({ id }) => id.startsWith('tiny-')), density).toBe(false);
      // Everything else fits: 27 photos, and only the tiny ones are missing.
      expect(result.report.leftOutPhotoIds, density).toEqual(result.report.tooSmallPhotoIds);
      expect(result.report.placedPhotoIds.length + result.report.leftOutPhotoIds.length, density).toBe(30);
    }
  });

  it('puts a photo that is sharp enough only in a small frame into that frame', () => {
    // 450 × 300 px: about 104 dpi in the A4 book's smallest two-photo frame (92 × 73 mm), 56 dpi alone on a page.
    const photos = lifeWith(28, [6, 19], 'small', 450, 300);
    for (const seed of [1, 2, 3]) {
      const result = assist(sampleDocument(), photos, { seed });
      expect(result.report.tooSmallPhotoIds, `seed ${seed}`).toEqual([]);
      const placed = placedDpi(result, photos);
      expect(placed.filter(({ dpi }) => dpi < BLOCK_DPI), `seed ${seed}`).toEqual([]);
      for (const id of ['small-0', 'small-1']) expect(placed.find((entry) => entry.id === id)?.dpi, `${id}, seed ${seed}`).toBeGreaterThanOrEqual(BLOCK_DPI);
    }
  });

  it('sets a book of only small photos (640 × 480 px) in small frames, even beyond the density, rather than leave them out', () => {
    // Alone on an A4 page or in the large frame of a two-photo page these print at about 90 dpi.
    const photos = Array.from({ length: 20 }, (_, index) => photo(`vga-${index}`, 640, 480, `2004-0${1 + (index % 9)}-10T12:00:00`, index));
    for (const density of ['wenige', 'mittel', 'viele'] as const) {
      const result = assist(sampleDocument(), photos, { density });
      expect(placedDpi(result, photos).filter(({ dpi }) => dpi < BLOCK_DPI), density).toEqual([]);
      expect(result.report.tooSmallPhotoIds, density).toEqual([]);
      expect(result.report.placedPhotoIds.length, density).toBe(20);
    }
  });

  it('never blurs a photo even in a contrived book of 300, half of them sharp only in one small frame', () => {
    const photos = Array.from({ length: 300 }, (_, index) => (index % 2 ? photo(`gross-${index}`, 4000, 3000, null, index) : photo(`klein-${index}`, 450, 300, null, index)));
    const result = assist(sampleDocument(), photos);
    expect(placedDpi(result, photos).filter(({ dpi }) => dpi < BLOCK_DPI)).toEqual([]);
    expect(result.report.tooSmallPhotoIds.every((id) => id.startsWith('klein-'))).toBe(true);
    expect(result.report.placedPhotoIds.length + result.report.leftOutPhotoIds.length).toBe(300);
  });

  it('leaves out photos that would crowd the one small frame, rather than blur them', () => {
    // Six photos sharp only in the small frame of the two-photo page, and no large photo to share it
    // with: any page the book can make blurs one of them, so they are all left out, none blurred.
    const photos = Array.from({ length: 6 }, (_, index) => photo(`small-${index}`, 450, 300, null, index));
    const result = assist(sampleDocument(), photos);
    expect(placedDpi(result, photos).filter(({ dpi }) => dpi < BLOCK_DPI)).toEqual([]);
    expect(result.report.tooSmallPhotoIds).toEqual(photos.map((entry) => entry.id));
    expect(result.report.leftOutPhotoIds).toEqual(result.report.tooSmallPhotoIds);
  });
});
