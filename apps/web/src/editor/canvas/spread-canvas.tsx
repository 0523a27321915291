/** Stub of the foundation: the canvas helper replaces it (issue 12). */
export function SpreadCanvas() {
  return null;
}
