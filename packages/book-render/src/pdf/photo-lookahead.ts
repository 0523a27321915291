import type { DisplayList, ImageDraw } from '@eb/book-layout';
import type { PreparedPhoto } from './draw-image';

/**
 * Photos prepared at once, counting the one being drawn: with sharp at one thread per image (its
 * default on this glibc build), two keep both cores busy — one resampling while the other is drawn
 * or also resampling — and a third would only add memory. Each costs its original's bytes and
 * libvips' buffers while in flight and a few MB of JPEG until drawn.
 */
export const PHOTOS_IN_FLIGHT = 2;

/**
 * The book's photos prepared in drawing order, at most `limit` of them held at any time (started or
 * prepared, not yet drawn, the one being drawn included). The drawing loop asks for each photo in
 * turn with `take`; that counts the previous one as drawn and starts the next ones. What is drawn
 * and in which order stays the drawing loop's: the PDF's bytes are those of one photo at a time.
 */
export class PhotoLookahead {
  private readonly started: { draw: ImageDraw; photo: Promise<PreparedPhoto> }[] = [];
  private drawing = false;

  constructor(
    private readonly upcoming: Iterator<ImageDraw>,
    private readonly prepare: (draw: ImageDraw) => Promise<PreparedPhoto>,
    private readonly limit: number = PHOTOS_IN_FLIGHT,
  ) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be a positive integer, got ${limit}`);
  }

  /** Photos held now: started or prepared and not yet drawn, the one being drawn included. */
  get held(): number {
    return this.started.length + (this.drawing ? 1 : 0);
  }

  /** The prepared photo for `draw`, which must be the next image in drawing order. */
  take(draw: ImageDraw): Promise<PreparedPhoto> {
    // The previous photo is on the page now: its place goes to the next one.
    this.drawing = false;
    this.fill();
    const next = this.started.shift();
    if (next?.draw !== draw) throw new Error('photo look-ahead: images taken out of drawing order');
    this.drawing = true;
    return next.photo;
  }

  private fill(): void {
    while (this.held < this.limit) {
      const step = this.upcoming.next();
      if (step.done) return;
      const draw = step.value;
      const photo = this.prepare(draw);
      // A photo failing before it is taken must not be an unhandled rejection: `take` hands the
      // failure to the drawing loop, and after an earlier failure nobody takes it.
      photo.catch(() => undefined);
      this.started.push({ draw, photo });
    }
  }
}

/**
 * Display lists laid out once each, in spread order, for two readers moving forward at their own
 * pace: the drawing loop and the look-ahead's scan for the next images (usually a spread or two
 * ahead; over pages without photos it may run further — display lists are kilobytes, not photos).
 * A list is forgotten once both have passed it.
 */
export class LaidOutSpreads {
  private readonly lists = new Map<number, DisplayList>();
  private drawingAt: number;
  private scanningAt: number;

  constructor(
    readonly first: number,
    readonly end: number,
    private readonly layoutAt: (spreadIndex: number) => DisplayList,
  ) {
    this.drawingAt = first;
    this.scanningAt = first;
  }

  forDrawing(spreadIndex: number): DisplayList {
    this.drawingAt = spreadIndex;
    return this.get(spreadIndex);
  }

  /** Every image of the spreads in drawing order (pages in order, items in order), laid out lazily. */
  *images(): Generator<ImageDraw> {
    for (let spreadIndex = this.first; spreadIndex < this.end; spreadIndex++) {
      this.scanningAt = spreadIndex;
      for (const page of this.get(spreadIndex).pages) {
        for (const item of page.items) if (item.kind === 'image') yield item;
      }
    }
    this.scanningAt = this.end;
  }

  /** Lists laid out and not yet forgotten (for tests). */
  get size(): number {
    return this.lists.size;
  }

  private get(spreadIndex: number): DisplayList {
    let list = this.lists.get(spreadIndex);
    if (!list) {
      list = this.layoutAt(spreadIndex);
      this.lists.set(spreadIndex, list);
    }
    const passed = Math.min(this.drawingAt, this.scanningAt);
    for (const index of this.lists.keys()) if (index < passed) this.lists.delete(index);
    return list;
  }
}
