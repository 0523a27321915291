import type { DesignRecord } from '@eb/catalogue/data';
import type { Page } from '../document/schema';
import type { Size } from '../geometry';
import { findLayout } from './catalogue';
import { fontSizeFor } from './resolve';

/**
 * Puts texts into a laid-out page's empty frames by slot id ({ title: 'Erinnerungen an …' }), each
 * set no larger than its slot allows for that text, so a long title or name fits its frame on every
 * format (TextSlot.fit). `size` is the page's (or cover panel's) size. Frames with text stay as they are.
 */
export function fillTextSlots(page: Page, texts: Readonly<Record<string, string>>, size: Size, design: DesignRecord): Page {
  const layout = page.layoutId ? findLayout(page.layoutId) : undefined;
  return {
    ...page,
    frames: page.frames.map((frame) => {
      const text = frame.slotId !== null ? texts[frame.slotId] : undefined;
      if (frame.kind !== 'text' || frame.text !== '' || !text) return frame;
      const slot = layout?.slots.find((candidate) => candidate.id === frame.slotId);
      if (slot?.kind !== 'text') return { ...frame, text };
      const fitted = fontSizeFor(slot, design.typography.styles[slot.style], size, frame, text);
      return { ...frame, text, fontSizePt: Math.min(frame.fontSizePt, fitted) };
    }),
  };
}
