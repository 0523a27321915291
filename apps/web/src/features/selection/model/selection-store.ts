import { createStore, useStore, type Store } from '../../../lib/external-store';
import type { Selection } from './selection';
import { loadSelection, saveSelection } from './selection-storage';

let store: Store<Selection> | undefined;

/** One live copy of the selection for the step bar and the steps, written through to storage. */
function selectionStore(): Store<Selection> {
  store ??= createStore(loadSelection());
  return store;
}

export const getSelection = (): Selection => selectionStore().get();

export function updateSelection(change: (selection: Selection) => Selection): Selection {
  const next = change(selectionStore().get());
  saveSelection(next);
  selectionStore().set(next);
  return next;
}

export const useSelection = (): Selection => useStore(selectionStore());
