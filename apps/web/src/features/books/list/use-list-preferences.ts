import { useState } from 'react';
import { initialView, VIEW_STORAGE_KEY, type BookListView } from './book-list-view';
import { CART_STORAGE_KEY, parseCartChoices } from '../../../lib/basket-choices';
import type { CartChoices } from './book-rules';

/** SPEC.md section 4: the chosen view is kept in this browser. */
export function useListView(isMortician: boolean): [BookListView, (view: BookListView) => void] {
  const [view, setView] = useState<BookListView>(() => initialView(readStorage('local', VIEW_STORAGE_KEY), isMortician));
  const choose = (next: BookListView) => {
    setView(next);
    writeStorage('local', VIEW_STORAGE_KEY, next);
  };
  return [view, choose];
}

/** The basket's ticks live in this browser window (SPEC.md: isSelected is a client flag). */
export function useCartChoices(): [CartChoices, (bookId: number, selected: boolean) => void] {
  const [choices, setChoices] = useState<CartChoices>(() => parseCartChoices(readStorage('session', CART_STORAGE_KEY)));
  const choose = (bookId: number, selected: boolean) => {
    const next = { ...choices, [bookId]: selected };
    setChoices(next);
    writeStorage('session', CART_STORAGE_KEY, JSON.stringify(next));
  };
  return [choices, choose];
}

// Storage can be switched off (private modes, strict settings): the page then simply forgets.
type Kind = 'local' | 'session';
const storageOf = (kind: Kind) => (kind === 'local' ? window.localStorage : window.sessionStorage);

function readStorage(kind: Kind, key: string): string | null {
  try {
    return storageOf(kind).getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(kind: Kind, key: string, value: string): void {
  try {
    storageOf(kind).setItem(key, value);
  } catch {
    // nothing to do: the choice holds for this visit
  }
}
