import type { ReactNode } from 'react';
/** Stub of the foundation: the tray helper replaces it (issue 12). */
export function PhotoTray(_props: { renderUpload: (announce: (text: string) => void) => ReactNode }) {
  return null;
}
