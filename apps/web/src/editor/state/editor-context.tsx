import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { EditorState, EditorStore } from './editor-store';

const EditorStoreContext = createContext<EditorStore | null>(null);

export function EditorStoreProvider({ store, children }: { store: EditorStore; children: ReactNode }) {
  return <EditorStoreContext.Provider value={store}>{children}</EditorStoreContext.Provider>;
}

/** The store itself, for dispatching commands and changing the view. */
export function useEditorStore(): EditorStore {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('useEditorStore outside <EditorStoreProvider>');
  return store;
}

/**
 * A slice of the editor's state; the component renders again only when the slice changes (compared
 * with Object.is, so select a value or an object the store keeps, never a new object).
 */
export function useEditorState<T>(select: (state: EditorState) => T): T {
  const store = useEditorStore();
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(store.getState()),
  );
}
