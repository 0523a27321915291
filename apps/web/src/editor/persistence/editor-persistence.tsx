/** Stub of the foundation: the persistence helper replaces it (issue 12). */
export function EditorPersistence(_props: { version: number }) {
  return null;
}
