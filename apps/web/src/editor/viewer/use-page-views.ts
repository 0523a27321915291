import type { PageViews } from '@eb/api-contract';
import { useEffect, useState } from 'react';
import { apiGet } from '../../lib/api/api-client';
import { pollDelayMs } from './viewer-spreads';

/**
 * The book's rendered inner pages (GET /api/books/{id}/views). The first asking makes the server
 * prepare them on its queue; while some are still being drawn, asked again, soon at first and then
 * calmly. Null until the first answer.
 */
export function usePageViews(bookId: number): PageViews | null {
  const [views, setViews] = useState<PageViews | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    const ask = () => {
      apiGet<PageViews>(`/api/books/${bookId}/views`, controller.signal)
        .then((answer) => {
          if (controller.signal.aborted) return;
          setViews(answer);
          if (answer.pending) timer = setTimeout(ask, pollDelayMs(attempt++));
        })
        .catch(() => {
          // A refusal or a lost connection: the pages keep waiting calmly, and it is tried again.
          if (!controller.signal.aborted) timer = setTimeout(ask, pollDelayMs(attempt++));
        });
    };
    ask();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [bookId]);
  return views;
}
