import { useEffect, useState } from 'react';
import { getBook } from '../../features/books/api/get-book';
import { pollDelayMs, renderedCoverPath } from './viewer-spreads';

/** Asks this often for a cover still being drawn (with the calm delays, some minutes), then says it cannot be shown. */
const MAX_ATTEMPTS = 30;

export type CoverPath = { path: string; failed: false } | { path: null; failed: boolean };

/**
 * The book's own rendered cover (preview.jpg under /api/). Until the server has drawn it, the book
 * is asked for again, soon at first and then calmly; the design's stock picture it carries meanwhile
 * is never shown as this book's cover.
 */
export function useCoverPath(bookId: number, previewImageUrl: string | null): CoverPath {
  const initial = renderedCoverPath(previewImageUrl);
  const [found, setFound] = useState<{ bookId: number; path: string | null; failed: boolean }>({ bookId, path: initial, failed: false });
  useEffect(() => {
    if (initial) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    const ask = () => {
      getBook(bookId, controller.signal)
        .then((book) => renderedCoverPath(book.previewImageUrl))
        .catch(() => null)
        .then((path) => {
          if (controller.signal.aborted) return;
          if (path) setFound({ bookId, path, failed: false });
          else if (attempt >= MAX_ATTEMPTS) setFound({ bookId, path: null, failed: true });
          else timer = setTimeout(ask, pollDelayMs(attempt++));
        });
    };
    timer = setTimeout(ask, pollDelayMs(attempt++));
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [bookId, initial]);
  if (initial) return { path: initial, failed: false };
  if (found.bookId === bookId && found.path) return { path: found.path, failed: false };
  return { path: null, failed: found.bookId === bookId && found.failed };
}
