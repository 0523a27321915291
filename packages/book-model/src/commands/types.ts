import type { Background, BookDocument, Cover, Crop, Frame, Page, Spread, TextAlign, TextStyle } from '../document/schema';

/**
 * Edits as plain, serialisable data (ARCHITECTURE.md rule 7): the editor, the assistant and later a
 * CRDT (ROADMAP.md) send the same objects. Frame and page ids are unique in a document, so a command
 * names a frame by its id alone. Commands that make things take their ids from the context's newId;
 * the inverse a command answers always carries the ids it made, so redo gives the same ids again.
 */

/** The upright pixel size of an uploaded photo (EXIF orientation applied). */
export interface PhotoRef {
  id: string;
  widthPx: number;
  heightPx: number;
}

export type FrameBoxChange = Partial<Pick<Frame, 'xMm' | 'yMm' | 'widthMm' | 'heightMm' | 'rotationDeg'>>;
export interface TextFormatChange {
  style?: TextStyle;
  fontSizePt?: number;
  color?: string;
  align?: TextAlign;
  verticalAlign?: 'top' | 'middle' | 'bottom';
}
/** A frame to add; without an id it gets one from the context. */
export type NewFrame = Frame extends infer F ? (F extends Frame ? Omit<F, 'id'> & { id?: string } : never) : never;

export type Command =
  | { type: 'placePhoto'; frameId: string; photo: PhotoRef }
  | { type: 'removePhoto'; frameId: string }
  | { type: 'swapPhotos'; frameIdA: string; frameIdB: string }
  | { type: 'setCrop'; frameId: string; crop: Crop }
  | { type: 'setText'; frameId: string; text: string }
  | { type: 'setTextFormat'; frameId: string; format: TextFormatChange }
  | { type: 'setFrameBox'; frameId: string; box: FrameBoxChange }
  | { type: 'addFrame'; pageId: string; frame: NewFrame; /** Stacking position; on top when absent. */ index?: number }
  | { type: 'removeFrame'; frameId: string }
  | { type: 'applyLayout'; pageId: string; layoutId: string }
  | { type: 'setBackground'; /** One page (or cover panel); every inner page when absent. */ pageId?: string; background: Background | null }
  | { type: 'addSpreads'; /** The new double spreads follow this one (not the last). */ afterSpreadId: string; count: number }
  | { type: 'removeSpreads'; spreadIds: string[] }
  | { type: 'insertSpreads'; entries: { afterSpreadId: string; spread: Spread }[] }
  | { type: 'moveSpread'; spreadId: string; /** Spread index as read-pages.ts counts (0 = cover, 1 = page 1 alone). */ toSpreadIndex: number }
  | { type: 'restoreFrames'; frames: Frame[] }
  | { type: 'restorePage'; page: Page }
  | { type: 'forgetPhoto'; photoId: string }
  /** The whole content at once (bringing back an earlier version); the choices (format, paper, design) stay. */
  | { type: 'replaceContent'; cover: Cover; spreads: Spread[] }
  | { type: 'transaction'; commands: Command[] };

export type CommandType = Command['type'];
export type CommandOf<T extends CommandType> = Extract<Command, { type: T }>;

export interface CommandContext {
  /** Fresh, document-unique ids (the server and editor pass crypto.randomUUID). */
  newId: () => string;
}

/** A broken limit or a reference to something the document does not hold; the message is German. */
export class CommandError extends Error {
  override readonly name = 'CommandError';
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

export interface CommandResult {
  document: BookDocument;
  /** Applied to the returned document, gives back the input document (equal by value). */
  inverse: Command;
}
