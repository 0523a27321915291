import { catalogueOf, type BookDocument } from '@eb/book-model';

/**
 * The design's own colour around the page: its ink, mixed very lightly into the stage (editor.css),
 * so a rose design sits on a faint rose, a night-blue one on a faint blue, never loud.
 */
export function designInk(document: Pick<BookDocument, 'formatId' | 'paperId' | 'themeId'>): string {
  return catalogueOf(document).design?.typography.textColor ?? '#544640';
}
