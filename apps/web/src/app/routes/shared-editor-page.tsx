/** /teilen-bearbeiten/{bookId}: the editor route of /bearbeiten on the recipient's copy, with the trial note. */
export { loader, shouldRevalidate, SharedBookComponent as Component } from './editor-page';
