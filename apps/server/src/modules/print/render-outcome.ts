import { layoutSpread, type DisplayList, type LayoutResources } from '@eb/book-layout';
import type { BookDocument } from '@eb/book-model';
import { MissingPhotosError } from '@eb/book-render';

/** What the finished print files should tell the person: text that did not fit, photos below 300 dpi. */
export interface RenderWarnings {
  overflowFrames: number;
  lowResolutionPhotos: number;
}

/**
 * The layout function handed to book-render, noting the display lists' warnings on the way (each
 * spread counted once, however often the renderer lays it out), so the warnings cost no second layout.
 */
export function layoutNotingWarnings(layout: (document: BookDocument, spreadIndex: number, resources: LayoutResources) => DisplayList = layoutSpread) {
  const bySpread = new Map<number, RenderWarnings>();
  return {
    layout(document: BookDocument, spreadIndex: number, resources: LayoutResources): DisplayList {
      const list = layout(document, spreadIndex, resources);
      bySpread.set(spreadIndex, { overflowFrames: list.overflow.length, lowResolutionPhotos: list.lowResolution.length });
      return list;
    },
    warnings(): RenderWarnings {
      let overflowFrames = 0;
      let lowResolutionPhotos = 0;
      for (const counted of bySpread.values()) {
        overflowFrames += counted.overflowFrames;
        lowResolutionPhotos += counted.lowResolutionPhotos;
      }
      return { overflowFrames, lowResolutionPhotos };
    },
  };
}

/** A rendering stopped on purpose (its signal aborted), not one that broke. */
export function wasAborted(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (error instanceof Error && error.name === 'AbortError');
}

/** The frames book-render's print mode refused to leave empty (photos it could not draw); null for any other error. */
export function missingPhotoFrames(error: unknown): number | null {
  return error instanceof MissingPhotosError ? error.frames.length : null;
}
