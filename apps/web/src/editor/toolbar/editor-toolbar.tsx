import type { ReactNode } from 'react';
/** Stub of the foundation: the canvas helper replaces it (issue 12). */
export function EditorToolbar(_props: { statusSlot: ReactNode }) {
  return null;
}
