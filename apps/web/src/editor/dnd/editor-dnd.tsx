import type { ReactNode } from 'react';

/** Stub of the foundation: the tray helper replaces it with dnd-kit's DndContext (mouse, touch and keyboard sensors). */
export function EditorDnd({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
