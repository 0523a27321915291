import type { DesignRecord } from '@eb/catalogue/data';
import type { Frame, Page, PhotoFrame, TextFrame } from '../document/schema';
import type { Size } from '../geometry';
import { resolveLayout } from '../layouts/resolve';
import type { PageLayout } from '../layouts/types';
import { MAX_FRAMES_PER_PAGE, tooManyFrames } from './access';
import { refitCrop } from './crop';

/**
 * A page laid out anew, keeping its content (decision 023, "applying a layout"):
 * - photos and texts of the old layout's frames move into the new layout's frames: first into the
 *   slot of the same id, then in reading order (texts prefer a frame of the same style); a moved photo
 *   keeps its centre and zoom, a moved frame keeps its id;
 * - texts keep their own format only when the layout stays the same (a refit after the spine grew);
 *   in another layout they take the new slot's style;
 * - what finds no slot is kept where it was as a free frame, so no photo or text silently leaves the
 *   book (the person removes it, or undoes); frames the person added freely stay on top;
 * - the layout's background applies only where the page has none.
 */
export function relayoutPage(page: Page, layout: PageLayout, size: Size, design: DesignRecord, newId: () => string, options: { keepLeftovers?: boolean } = {}): Page {
  const resolved = resolveLayout(layout, size, newId, design);
  const fromSlots = page.frames.filter((frame) => frame.slotId !== null);
  const free = page.frames.filter((frame) => frame.slotId === null);
  const sameLayout = page.layoutId === layout.id;

  const photos = fromSlots.filter((frame): frame is PhotoFrame => frame.kind === 'photo' && frame.photoId !== null);
  const texts = fromSlots.filter((frame): frame is TextFrame => frame.kind === 'text' && frame.text !== '');
  const decorations = fromSlots.filter((frame) => frame.kind === 'decoration');
  const used = new Set<Frame>();
  const take = <T extends Frame>(candidates: T[], prefer: (candidate: T) => boolean): T | undefined => {
    const found = candidates.find((candidate) => !used.has(candidate) && prefer(candidate));
    if (found) used.add(found);
    return found;
  };
  // Slot-id matches first, over every slot, so reading order cannot take a photo another slot names.
  const bySlot = new Map<Frame, Frame | undefined>();
  for (const target of resolved.frames) {
    const pool: Frame[] = target.kind === 'photo' ? photos : target.kind === 'text' ? texts : decorations;
    bySlot.set(target, take(pool, (candidate) => candidate.slotId === target.slotId));
  }

  const frames = resolved.frames.map((target): Frame => {
    if (target.kind === 'decoration') {
      const old = bySlot.get(target);
      return old ? { ...target, id: old.id } : target;
    }
    if (target.kind === 'photo') {
      const old = (bySlot.get(target) as PhotoFrame | undefined) ?? take(photos, () => true);
      if (!old) return target;
      return { ...target, id: old.id, photoId: old.photoId, crop: old.crop ? refitCrop(old.crop, old, target) : null };
    }
    const old = (bySlot.get(target) as TextFrame | undefined) ?? take(texts, (candidate) => candidate.style === target.style) ?? take(texts, () => true);
    if (!old) return target;
    const format = sameLayout ? { style: old.style, fontSizePt: old.fontSizePt, color: old.color, align: old.align, verticalAlign: old.verticalAlign } : {};
    return { ...target, ...format, id: old.id, text: old.text };
  });

  const keep = options.keepLeftovers ?? true;
  const leftovers = keep ? [...photos, ...texts].filter((frame) => !used.has(frame)).map((frame) => ({ ...frame, slotId: null })) : [];
  const all = [...frames, ...leftovers, ...free];
  if (all.length > MAX_FRAMES_PER_PAGE) throw tooManyFrames();
  return { ...page, layoutId: layout.id, frames: all, background: page.background ?? resolved.background };
}
