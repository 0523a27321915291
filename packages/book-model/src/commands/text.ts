import { MAX_TEXT_LENGTH, textFrameSchema, type BookDocument, type TextFrame } from '../document/schema';
import { findFrameOfKind, replaceFrame } from './access';
import { CommandError, type CommandOf, type CommandResult, type TextFormatChange } from './types';

/** Sets a text frame's text; the cover title is the text of the front's title frame. */
export function setText(document: BookDocument, command: CommandOf<'setText'>): CommandResult {
  const { frame } = findFrameOfKind(document, command.frameId, 'text');
  if (typeof command.text !== 'string') throw new CommandError('Der Text ist ungültig.', 'INVALID_TEXT');
  if (command.text.length > MAX_TEXT_LENGTH) throw new CommandError(`Der Text ist zu lang (höchstens ${MAX_TEXT_LENGTH} Zeichen).`, 'TEXT_TOO_LONG');
  return {
    document: replaceFrame(document, { ...frame, text: command.text }),
    inverse: { type: 'setText', frameId: frame.id, text: frame.text },
  };
}

const FORMAT_KEYS = ['style', 'fontSizePt', 'color', 'align', 'verticalAlign'] as const;
const FORMAT_MESSAGES: Record<(typeof FORMAT_KEYS)[number], string> = {
  style: 'Diese Textart gibt es nicht.',
  fontSizePt: 'Die Schriftgröße muss zwischen 4 und 200 pt liegen.',
  color: 'Die Farbe ist ungültig (#rrggbb).',
  align: 'Diese Ausrichtung gibt es nicht.',
  verticalAlign: 'Diese Ausrichtung gibt es nicht.',
};

export function setTextFormat(document: BookDocument, command: CommandOf<'setTextFormat'>): CommandResult {
  const { frame } = findFrameOfKind(document, command.frameId, 'text');
  const change: TextFormatChange = {};
  const previous: TextFormatChange = {};
  for (const key of FORMAT_KEYS) {
    if (command.format?.[key] === undefined) continue;
    Object.assign(change, { [key]: command.format[key] });
    Object.assign(previous, { [key]: frame[key] });
  }
  const parsed = textFrameSchema.safeParse({ ...frame, ...change });
  if (!parsed.success) {
    const key = parsed.error.issues[0]?.path[0] as (typeof FORMAT_KEYS)[number] | undefined;
    throw new CommandError((key && FORMAT_MESSAGES[key]) ?? 'Das Textformat ist ungültig.', 'INVALID_TEXT_FORMAT');
  }
  const next: TextFrame = { ...frame, ...change };
  return { document: replaceFrame(document, next), inverse: { type: 'setTextFormat', frameId: frame.id, format: previous } };
}
