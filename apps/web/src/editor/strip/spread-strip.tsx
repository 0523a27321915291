/** Stub of the foundation: the tray helper replaces it (issue 12). */
export function SpreadStrip() {
  return null;
}
