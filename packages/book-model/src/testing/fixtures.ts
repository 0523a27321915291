import { createBookDocument, type NewBookInput } from '../document/create';
import type { BookDocument, Frame, PhotoFrame, TextFrame } from '../document/schema';
import { allPages } from '../commands/access';
import type { CommandContext } from '../commands/types';

/** Test helpers: a counting id source, documents of a known shape, and deep freezing to catch mutation. */

export function idSource(prefix = 'id'): CommandContext & { count(): number } {
  let counter = 0;
  return { newId: () => `${prefix}-${++counter}`, count: () => counter };
}

export const A4_SOFTCOVER: NewBookInput = { formatId: 1, paperId: 3, themeId: 101, coverFinish: 1, pagesFinish: 1, title: 'Erna Müller', pageCount: 20, firstBackgroundId: 'rosenzeit-1' };

export function sampleDocument(overrides: Partial<NewBookInput> = {}, prefix = 'd'): BookDocument {
  return deepFreeze(createBookDocument({ ...A4_SOFTCOVER, ...overrides }, idSource(prefix).newId));
}

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export const framesOf = (document: BookDocument): Frame[] => allPages(document).flatMap((page) => page.frames);
export const photoFrames = (document: BookDocument): PhotoFrame[] => framesOf(document).filter((frame): frame is PhotoFrame => frame.kind === 'photo');
export const textFrames = (document: BookDocument): TextFrame[] => framesOf(document).filter((frame): frame is TextFrame => frame.kind === 'text');
export const innerPage = (document: BookDocument, number: number) => allPages(document).slice(3)[number - 1]!;
