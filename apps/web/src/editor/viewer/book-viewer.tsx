import type { EditorData } from '../editor-data';
import type { OpenedDocument } from '../persistence/open-document';

/** Stub of the foundation: the panels helper replaces it with the read-only flip-through view. */
export function BookViewer(_props: { data: EditorData; opened: OpenedDocument }) {
  return null;
}
