import { createStore, type Store } from '../../lib/external-store';
import type { EditorStore } from '../state/editor-store';
import type { Persistence } from './persistence-controller';

/**
 * Where the save status (rendered in the toolbar) finds the persistence of its editor, which
 * EditorPersistence starts elsewhere in the tree: one slot per editor store.
 */
const slots = new WeakMap<EditorStore, Store<Persistence | null>>();

export function persistenceSlot(store: EditorStore): Store<Persistence | null> {
  let slot = slots.get(store);
  if (!slot) {
    slot = createStore<Persistence | null>(null);
    slots.set(store, slot);
  }
  return slot;
}
