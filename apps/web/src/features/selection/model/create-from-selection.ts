import { createBook } from '../../../lib/api/books/create-book';
import { createBookFromTemplate } from '../../../lib/api/books/create-book-from-template';
import type { Selection } from './selection';

let inFlight: Promise<number> | null = null;

/**
 * Makes the book the person chose: from a funeral director's template when one is given (it brings
 * its own format, design and paper), else from the selection's choices. Answers the new book's id.
 * While one is being made, a second call (a double click, the /erstellen loader running twice)
 * gets the same book instead of making another.
 */
export function createFromSelection(selection: Selection, templateId?: number): Promise<number> {
  inFlight ??= create(selection, templateId).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function create(selection: Selection, templateId?: number): Promise<number> {
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
