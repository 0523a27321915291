import { createStore } from './external-store';

/**
 * The global busy spinner (SPEC.md 'Layout'): calls nest, so it shows while any of them runs, and
 * only after 500 ms so quick answers never flash it. The newest message wins.
 */
export const BUSY_DELAY_MS = 500;

interface BusyEntry {
  id: number;
  message: string | undefined;
}

export interface BusyState {
  entries: BusyEntry[];
  /** Counts busy periods (from nothing running to something running), so the delay restarts only then. */
  period: number;
}

export const busyStore = createStore<BusyState>({ entries: [], period: 0 });
let nextId = 1;

export function beginBusy(message?: string): () => void {
  const id = nextId++;
  busyStore.set(({ entries, period }) => ({ entries: [...entries, { id, message }], period: entries.length === 0 ? period + 1 : period }));
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    busyStore.set((state) => ({ ...state, entries: state.entries.filter((entry) => entry.id !== id) }));
  };
}

export async function whileBusy<T>(work: Promise<T> | (() => Promise<T>), message?: string): Promise<T> {
  const end = beginBusy(message);
  try {
    return await (typeof work === 'function' ? work() : work);
  } finally {
    end();
  }
}

export function currentBusyMessage(entries: BusyEntry[]): string | undefined {
  for (let index = entries.length - 1; index >= 0; index--) {
    const message = entries[index]?.message;
    if (message) return message;
  }
  return undefined;
}
