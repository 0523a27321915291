import type { Selection } from '../../selection/model/selection';
import { createBook, createBookFromTemplate } from '../api/book-commands';

/**
 * Makes the book the person chose: from a funeral director's template when one is given (it brings
 * its own format, design and paper), else from the selection's choices. Answers the new book's id.
 */
export async function createFromSelection(selection: Selection, templateId?: number): Promise<number> {
  const bookDescription = selection.description?.trim() ?? '';
  const memorialpageId = selection.memorialPage?.id ?? null;
  if (templateId != null) return (await createBookFromTemplate(templateId, { bookDescription, memorialpageId })).pk;
  const { formatId, themeId, paperId, cover, pages } = selection;
  if (formatId == null || themeId == null || paperId == null || cover == null || pages == null) {
    throw new Error('The selection is incomplete; the loader sends the person back to the missing step first.');
  }
  return (await createBook({ bookDescription, memorialpageId, formatId, themeId, paperId, cover, pages })).pk;
}

/** After the book exists, its name and page belong to it; the next book starts without them. */
export function withoutBookIdentity(selection: Selection): Selection {
  const { description: _description, memorialPage: _page, ...choices } = selection;
  return choices;
}
