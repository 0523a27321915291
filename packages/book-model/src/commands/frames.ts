import { frameSchema, type BookDocument, type Frame } from '../document/schema';
import { findFrame, findPage, idsOf, MAX_FRAMES_PER_PAGE, replaceFrame, replacePage, tooManyFrames } from './access';
import { refitCrop } from './crop';
import { checkCropShapes } from './crop-shape';
import { CommandError, type CommandContext, type CommandOf, type CommandResult, type FrameBoxChange } from './types';

const BOX_KEYS = ['xMm', 'yMm', 'widthMm', 'heightMm', 'rotationDeg'] as const;

/** Checks a frame from outside (schema ranges, a crop for a placed photo); answers the parsed frame. */
function checkedFrame(frame: unknown): Frame {
  const parsed = frameSchema.safeParse(frame);
  if (!parsed.success) throw new CommandError('Der Rahmen ist ungültig (Lage, Größe oder Inhalt).', 'INVALID_FRAME');
  if (parsed.data.kind === 'photo' && parsed.data.photoId && !parsed.data.crop) throw new CommandError('Ein Foto im Rahmen braucht einen Ausschnitt.', 'INVALID_FRAME');
  return parsed.data;
}

/** Move, resize or rotate; a placed photo keeps its centre and zoom in the new shape. */
export function setFrameBox(document: BookDocument, command: CommandOf<'setFrameBox'>): CommandResult {
  const { frame } = findFrame(document, command.frameId);
  const change: FrameBoxChange = {};
  const previous: FrameBoxChange = {};
  for (const key of BOX_KEYS) {
    if (command.box?.[key] === undefined) continue;
    change[key] = command.box[key];
    previous[key] = frame[key];
  }
  const moved = checkedFrame({ ...frame, ...change });
  const resized = moved.widthMm !== frame.widthMm || moved.heightMm !== frame.heightMm;
  if (moved.kind === 'photo' && frame.kind === 'photo' && frame.crop && resized) {
    const next = { ...moved, crop: refitCrop(frame.crop, frame, moved) };
    // The refitted crop cannot be derived back exactly: undo restores the whole frame.
    return { document: replaceFrame(document, next), inverse: { type: 'restoreFrames', frames: [frame] } };
  }
  return { document: replaceFrame(document, { ...frame, ...change } as Frame), inverse: { type: 'setFrameBox', frameId: frame.id, box: previous } };
}

export function addFrame(document: BookDocument, command: CommandOf<'addFrame'>, context: CommandContext): CommandResult {
  const page = findPage(document, command.pageId);
  if (page.frames.length >= MAX_FRAMES_PER_PAGE) throw tooManyFrames();
  const id = command.frame?.id ?? context.newId();
  if (idsOf(document).has(id)) throw new CommandError('Diese Id ist im Buch schon vergeben.', 'DUPLICATE_ID');
  const frame = checkedFrame({ ...command.frame, id });
  checkCropShapes(document, [frame]);
  const index = command.index === undefined ? page.frames.length : Math.trunc(command.index);
  if (!(index >= 0 && index <= page.frames.length)) throw new CommandError('Diese Ebene gibt es auf der Seite nicht.', 'INVALID_INDEX');
  const frames = page.frames.slice();
  frames.splice(index, 0, frame);
  return { document: replacePage(document, { ...page, frames }), inverse: { type: 'removeFrame', frameId: id } };
}

export function removeFrame(document: BookDocument, command: CommandOf<'removeFrame'>): CommandResult {
  const { page, frame, index } = findFrame(document, command.frameId);
  return {
    document: replacePage(document, { ...page, frames: page.frames.filter((candidate) => candidate.id !== frame.id) }),
    inverse: { type: 'addFrame', pageId: page.id, frame, index },
  };
}

/** Puts frames back as they were (the inverse of edits whose effect cannot be derived back). */
export function restoreFrames(document: BookDocument, command: CommandOf<'restoreFrames'>): CommandResult {
  const previous: Frame[] = [];
  const restored: Frame[] = [];
  let next = document;
  for (const frame of command.frames ?? []) {
    const checked = checkedFrame(frame);
    previous.push(findFrame(next, checked.id).frame);
    restored.push(checked);
    next = replaceFrame(next, checked);
  }
  checkCropShapes(document, restored);
  return { document: next, inverse: { type: 'restoreFrames', frames: previous.reverse() } };
}
