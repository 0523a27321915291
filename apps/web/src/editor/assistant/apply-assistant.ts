import type { AssistantResponse } from '@eb/api-contract';
import type { BookDocument, Command } from '@eb/book-model';
import type { EditorPhoto } from '../state/editor-store';

/**
 * What the editor does with the assistant's answer: one replaceContent (undo brings the design
 * before back), and the photos it places that the editor does not know yet (a colleague's in a
 * company book, a photo that finished processing since the editor opened) — a frame naming an
 * unknown photo would stay grey.
 */
export function assistantChange(answer: Pick<AssistantResponse, 'cover' | 'spreads' | 'photos'>, known: ReadonlyMap<string, EditorPhoto>): { command: Command; photos: EditorPhoto[] } {
  const command: Command = { type: 'replaceContent', cover: answer.cover as unknown as BookDocument['cover'], spreads: answer.spreads as unknown as BookDocument['spreads'] };
  const photos = answer.photos.filter((photo) => {
    const before = known.get(photo.id);
    return !before || before.status !== photo.status || before.width !== photo.width || before.height !== photo.height;
  });
  return { command, photos };
}

/** A new arrangement for 'Neu mischen' (the server gives the same book again for the same seed). */
export const newSeed = (): number => Math.floor(Math.random() * 2_147_483_647);
