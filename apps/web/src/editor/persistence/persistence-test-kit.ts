import { createBookDocument, type BookDocument, type TextFrame } from '@eb/book-model';
import { vi } from 'vitest';
import type { VersionedDocument } from '../api/get-book-document';
import { createEditorStore } from '../state/editor-store';
import type { Draft } from './draft-store';
import type { OpenedDocument } from './open-document';
import { createPersistence } from './persistence-controller';
import type { SaveOutcome } from './save-queue';

/** The persistence controller with fakes the tests answer by hand (used by the persistence tests only). */
let counter = 0;
export const newId = () => `p-${++counter}`;
export const book = (): BookDocument =>
  createBookDocument({ formatId: 1, paperId: 3, themeId: 101, coverFinish: 1, pagesFinish: 1, title: 'Erna Müller', pageCount: 20, firstBackgroundId: 'rosenzeit-1' }, newId);
export const textFrames = (document: BookDocument) => document.cover.front.frames.filter((frame): frame is TextFrame => frame.kind === 'text');

export interface SaveCall {
  document: BookDocument;
  baseVersion: number;
  writesBefore: number;
  answer(outcome: SaveOutcome): Promise<void>;
}

export function setup(opened?: Partial<OpenedDocument>, document = book(), options: { flushed?: () => Promise<void>; current?: VersionedDocument } = {}) {
  const store = createEditorStore({ bookId: 4, document: opened?.document ?? document, ...(opened?.history ? { history: opened.history } : {}), newId });
  const writes: Draft[] = [];
  const saves: SaveCall[] = [];
  const removed: Draft[] = [];
  const parked: Draft[] = [];
  const told: string[] = [];
  const persistence = createPersistence({
    store,
    opened: { document: store.getState().document, version: 3, ...opened },
    userId: 'u-1',
    sessionId: 's-1',
    writer: { write: (draft) => writes.push(draft), flushed: options.flushed ?? (async () => undefined), failed: false },
    removeDraft: async (draft) => void removed.push(draft),
    parkDraft: async (draft) => void parked.push(draft),
    tell: (text) => void told.push(text),
    save: (saved, baseVersion) =>
      new Promise<SaveOutcome>((resolve) => {
        saves.push({
          document: saved,
          baseVersion,
          writesBefore: writes.length,
          answer: async (outcome) => {
            resolve(outcome);
            await vi.advanceTimersByTimeAsync(0);
          },
        });
      }),
    loadCurrent: async () => {
      if (options.current) return options.current;
      throw new Error('not in this test');
    },
    isOnline: () => true,
  });
  return { store, persistence, writes, saves, removed, parked, told };
}

