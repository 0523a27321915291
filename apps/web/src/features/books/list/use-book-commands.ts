import type { Book } from '@eb/api-contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showMessage } from '../../../lib/message-box';
import { useSubmitWithMessage } from '../../../lib/use-submit-with-message';
import { booksQuery } from '../../../lib/api/books/get-books';
import { copyBook } from '../api/copy-book';
import { createTemplateFromBook } from '../api/create-template-from-book';
import { deleteBook } from '../api/delete-book';
import { renameBook } from '../api/rename-book';

/**
 * The list's commands: each runs behind the busy spinner, shows the server's German text when it
 * refuses, and reloads the list afterwards so it shows the server's truth. One runs at a time: a
 * double click must not make two copies or use two template places.
 */
export function useBookCommands() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const submit = useSubmitWithMessage();
  const { queryKey } = booksQuery();
  const running = useRef(false);

  const refresh = () => queryClient.invalidateQueries({ queryKey, exact: true });
  const setDescription = (bookId: number, description: string) =>
    queryClient.setQueryData<Book[]>(queryKey, (books) => books?.map((book) => (book.pk === bookId ? { ...book, description } : book)));

  async function oneAtATime<T>(work: () => Promise<T>, whenBusy: T): Promise<T> {
    if (running.current) return whenBusy;
    running.current = true;
    try {
      return await work();
    } finally {
      running.current = false;
    }
  }

  /** Answers the reloaded list and the new book in it (undefined if the list could not be reloaded); null when refused. */
  async function created(work: Promise<{ pk: number }>, busyText: string): Promise<{ book: Book | undefined; books: Book[] } | null> {
    const answer = await submit(work, busyText);
    await refresh();
    if (!answer) return null;
    const books = queryClient.getQueryData<Book[]>(queryKey) ?? [];
    return { book: books.find((book) => book.pk === answer.pk), books };
  }

  /** Shows the new name at once; SPEC.md section 8: a refused rename restores the old name. */
  async function rename(book: Book, description: string): Promise<boolean> {
    await queryClient.cancelQueries({ queryKey, exact: true });
    setDescription(book.pk, description);
    const work = renameBook(book.pk, description).catch((error: unknown) => {
      setDescription(book.pk, book.description);
      throw error;
    });
    const renamed = await submit(work, t('books.busy.rename'));
    await refresh();
    return renamed != null;
  }

  /** SPEC.md section 8: asks first, with the book's name. */
  async function remove(book: Book): Promise<boolean> {
    const answer = await showMessage({
      text: t('books.book.deleteConfirm', { description: book.description }),
      // 'Nein' is the calm default (the primary button): nothing is lost by a hasty Enter.
      buttons: [
        { label: t('books.book.yes'), value: 'yes', primary: false },
        { label: t('books.book.no'), value: 'no', primary: true },
      ],
    });
    if (answer !== 'yes') return false;
    const done = await submit(
      deleteBook(book.pk).then(() => true),
      t('books.busy.delete'),
    );
    await refresh();
    return done === true;
  }

  return {
    rename: (book: Book, description: string) => oneAtATime(() => rename(book, description), false),
    remove: (book: Book) => oneAtATime(() => remove(book), false),
    copy: (book: Book) => oneAtATime(() => created(copyBook(book.pk), t('books.busy.copy')), null),
    createTemplate: (book: Book) => oneAtATime(() => created(createTemplateFromBook(book.pk), t('books.busy.template')), null),
  };
}

export type BookCommands = ReturnType<typeof useBookCommands>;
