import {
  CommandError,
  canRedo,
  canUndo,
  createHistory,
  execute,
  redo as redoStep,
  undo as undoStep,
  type BookDocument,
  type Command,
  type CommandContext,
  type History,
} from '@eb/book-model';

/**
 * The editor's one source of truth: the document, its undo history and the view around it. Every
 * change of the document goes through dispatch (a command of packages/book-model), undo or redo, or
 * replaceDocument (loading a newer state): nothing else writes it, so persistence can follow every
 * change by its revision. React reads it with useEditorState (editor-context.tsx).
 */

/** What is selected: one frame (in crop or text mode while those tools are open), one page, or nothing. */
export type Selection = { kind: 'none' } | { kind: 'page'; pageId: string } | { kind: 'frame'; frameId: string; mode: 'select' | 'crop' | 'text' };

/** What the editor knows about an uploaded photo: enough to lay it out and to show it. */
export interface EditorPhoto {
  id: string;
  /** Upright pixel size; null while the server is still processing the photo. */
  width: number | null;
  height: number | null;
  status: 'processing' | 'ready' | 'rejected';
  fileName: string;
  /** ThumbHash (base64) to paint while the thumbnail loads. */
  placeholder: string | null;
  takenAt: string | null;
}

export type ChangeCause = 'command' | 'undo' | 'redo' | 'replace';

export interface EditorState {
  bookId: number;
  document: BookDocument;
  history: History;
  /** Counts every change of the document in this session (persistence saves what it has not yet saved). */
  revision: number;
  /** 0 is the cover, 1 … n the inner spreads (read-pages.ts). */
  spreadIndex: number;
  selection: Selection;
  /** Zoom of the view: 1 fits the spread into the canvas. */
  zoom: number;
  showGuides: boolean;
  /** Not editable (ordered, finished, shared for viewing) or switched to read-only after a 403. */
  readOnly: boolean;
  photos: ReadonlyMap<string, EditorPhoto>;
  /** Changes when a photo's size or status changes: layouts that depend on photos are redone. */
  photosRevision: number;
  /** The last sentence for screen readers (an aria-live region reads it); id changes with each. */
  announcement: { text: string; id: number } | null;
  /** A command that was refused, in German (its CommandError message), until the next change. */
  refusal: string | null;
}

export interface DispatchOptions {
  /** Read to screen readers after the change, e.g. 'Foto eingesetzt.' */
  announce?: string;
  /**
   * Steps of one gesture (a crop being dragged, a frame moved by several arrow presses) become one
   * undo step: a command with the same key as the step before replaces that step's redo and keeps
   * its undo. The commands must set absolute values (setCrop, setFrameBox, setText, setTextFormat).
   */
  mergeKey?: string;
}

export type ChangeListener = (state: EditorState, cause: ChangeCause) => void;

export interface EditorStoreInit {
  bookId: number;
  document: BookDocument;
  history?: History;
  readOnly?: boolean;
  photos?: Iterable<EditorPhoto>;
  /** Where new frame and page ids come from (tests pass a counter). */
  newId?: () => string;
}

export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 4;

export function createEditorStore(init: EditorStoreInit) {
  const context: CommandContext = { newId: init.newId ?? (() => crypto.randomUUID()) };
  let state: EditorState = {
    bookId: init.bookId,
    document: init.document,
    history: init.history ?? createHistory(),
    revision: 0,
    spreadIndex: 0,
    selection: { kind: 'none' },
    zoom: 1,
    showGuides: false,
    readOnly: init.readOnly ?? false,
    photos: new Map([...(init.photos ?? [])].map((photo) => [photo.id, photo])),
    photosRevision: 0,
    announcement: null,
    refusal: null,
  };
  let lastMergeKey: string | null = null;
  let announcementId = 0;
  const listeners = new Set<() => void>();
  const changeListeners = new Set<ChangeListener>();

  function set(next: Partial<EditorState>) {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  }

  function announcement(text: string | undefined): EditorState['announcement'] {
    return text ? { text, id: ++announcementId } : state.announcement;
  }

  /** Keeps the view pointing at things that still exist after the document changed. */
  function settle(document: BookDocument, next: Partial<EditorState>): Partial<EditorState> {
    const spreads = 1 + document.spreads.length;
    const spreadIndex = Math.min(next.spreadIndex ?? state.spreadIndex, spreads - 1);
    const selection = next.selection ?? state.selection;
    const exists = selection.kind === 'none' || idExists(document, selection.kind === 'frame' ? selection.frameId : selection.pageId);
    return { ...next, spreadIndex, selection: exists ? selection : { kind: 'none' } };
  }

  function changed(document: BookDocument, history: History, cause: ChangeCause, extra: Partial<EditorState> = {}) {
    set(settle(document, { ...extra, document, history, revision: state.revision + 1, refusal: null }));
    changeListeners.forEach((listener) => listener(state, cause));
  }

  function refuse(error: unknown): false {
    if (!(error instanceof CommandError)) throw error;
    set({ refusal: error.message, announcement: announcement(error.message) });
    return false;
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Told after every change of the document (persistence, caches); not for view changes. */
    onChange(listener: ChangeListener) {
      changeListeners.add(listener);
      return () => void changeListeners.delete(listener);
    },
    context,

    /** Applies a command; a refused one (CommandError) changes nothing, sets `refusal` and answers false. */
    dispatch(command: Command, options: DispatchOptions = {}): boolean {
      if (state.readOnly) return false;
      try {
        const step = execute(state.document, state.history, command, context);
        let history = step.history;
        const merge = options.mergeKey !== undefined && options.mergeKey === lastMergeKey && history.undoStack.length >= 2 && history !== state.history;
        if (merge) {
          const undoStack = history.undoStack.slice(0, -1);
          const previous = undoStack.at(-1)!;
          undoStack[undoStack.length - 1] = { redo: command, undo: previous.undo };
          history = { ...history, undoStack };
        }
        lastMergeKey = options.mergeKey ?? null;
        changed(step.document, history, 'command', { announcement: announcement(options.announce) });
        return true;
      } catch (error) {
        return refuse(error);
      }
    },
    /** Ends a gesture: the next command with the same merge key starts a new undo step. */
    endGesture() {
      lastMergeKey = null;
    },
    undo(): boolean {
      if (state.readOnly || !canUndo(state.history)) return false;
      lastMergeKey = null;
      try {
        const step = undoStep(state.document, state.history, context);
        if (!step) return false;
        changed(step.document, step.history, 'undo', { announcement: announcement('Rückgängig gemacht.') });
        return true;
      } catch (error) {
        return refuse(error);
      }
    },
    redo(): boolean {
      if (state.readOnly || !canRedo(state.history)) return false;
      lastMergeKey = null;
      try {
        const step = redoStep(state.document, state.history, context);
        if (!step) return false;
        changed(step.document, step.history, 'redo', { announcement: announcement('Wiederhergestellt.') });
        return true;
      } catch (error) {
        return refuse(error);
      }
    },
    /** A document from elsewhere (a newer saved state, a restored draft): history as given, or cleared. */
    replaceDocument(document: BookDocument, history: History = createHistory(), announce?: string) {
      lastMergeKey = null;
      changed(document, history, 'replace', { announcement: announcement(announce) });
    },

    setSpread(spreadIndex: number) {
      const last = state.document.spreads.length;
      const next = Math.max(0, Math.min(last, Math.trunc(spreadIndex)));
      if (next !== state.spreadIndex) set({ spreadIndex: next, selection: { kind: 'none' } });
    },
    select(selection: Selection, announce?: string) {
      set({ selection, announcement: announcement(announce) });
    },
    setZoom(zoom: number) {
      set({ zoom: Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom)) });
    },
    toggleGuides() {
      set({ showGuides: !state.showGuides });
    },
    setReadOnly(readOnly: boolean) {
      set({ readOnly, selection: readOnly ? { kind: 'none' } : state.selection });
    },
    announce(text: string) {
      set({ announcement: announcement(text) });
    },
    clearRefusal() {
      if (state.refusal) set({ refusal: null });
    },
    /** Adds or updates photos (the tray after an upload, a photo that finished processing). */
    upsertPhotos(photos: Iterable<EditorPhoto>) {
      const next = new Map(state.photos);
      let layoutChanged = false;
      for (const photo of photos) {
        const before = next.get(photo.id);
        if (!before || before.width !== photo.width || before.height !== photo.height || before.status !== photo.status) layoutChanged = true;
        next.set(photo.id, photo);
      }
      set({ photos: next, photosRevision: state.photosRevision + (layoutChanged ? 1 : 0) });
    },
    removePhotos(photoIds: Iterable<string>) {
      const next = new Map(state.photos);
      for (const id of photoIds) next.delete(id);
      set({ photos: next, photosRevision: state.photosRevision + 1 });
    },
  };
}

export type EditorStore = ReturnType<typeof createEditorStore>;

function idExists(document: BookDocument, id: string): boolean {
  const pages = [document.cover.back, document.cover.spine, document.cover.front, ...document.spreads.flatMap((spread) => spread.pages)];
  return pages.some((page) => page.id === id || page.frames.some((frame) => frame.id === id));
}
