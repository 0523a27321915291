/** Stub of the foundation: the panels helper replaces it (issue 12). */
export function BackgroundPicker() {
  return null;
}
