/** Stub of the foundation: the frame-tools helper replaces it (issue 12). */
export function FrameInspector() {
  return null;
}
