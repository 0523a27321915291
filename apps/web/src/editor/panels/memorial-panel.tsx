/** Stub of the foundation: the panels helper replaces it (issue 12). */
export function MemorialPanel(_props: { bookId: number }) {
  return null;
}
