import { finalizeConflictSchema, type PreflightProblemInfo } from '@eb/api-contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { bookPath, paths } from '../../config/paths';
import { parseFinalizeQuery, type FinalizeQuery } from '../../editor/finishing/finalize-url';
import { dpiNotes, groupProblems, paperIdOfProductCode, problemEntries } from '../../editor/finishing/preflight-problems';
import { ProblemList } from '../../editor/finishing/problem-list';
import { finalizeBook } from '../../features/books/api/finalize-book';
import { bookQuery } from '../../features/books/api/get-book';
import type { FinishedState } from '../../features/books/list/finished-notice';
import { ApiRequestError } from '../../lib/api/api-client';
import { freshAccessToken } from '../../lib/auth/fresh-token';
import { unverifiedClaims } from '../../lib/auth/token-claims';
import { queryClient } from '../../lib/query-client';
import '../../editor/finishing/finishing.css';

/** Where the person goes on from a refusal: fix the book, try again (a passing trouble), or the list. */
type Next = 'book' | 'retry' | 'books';
type Outcome = { kind: 'done' } | { kind: 'blocked'; message: string; problems: PreflightProblemInfo[] } | { kind: 'failed'; message: string; next: Next };

/**
 * One request per address: React runs a new page's effect twice in development, and finishing twice
 * would answer the second time that the book is already finished.
 */
const running = new Map<string, Promise<Outcome>>();

/** The server's answer decides the way on: 'bereits fertiggestellt' goes to the list, a busy or unreachable server may be asked again. */
function nextOf(error: unknown): Next {
  if (!(error instanceof ApiRequestError)) return 'retry';
  if (error.status === 429 || error.status >= 500) return 'retry';
  if (error.status === 409) return error.body?.code === 'BOOK_NOT_FINISHABLE' ? 'books' : error.body?.code === 'PHOTOS_PROCESSING' ? 'retry' : 'book';
  return error.status === 404 ? 'books' : 'book';
}

async function finalize(query: FinalizeQuery, fallback: string): Promise<Outcome> {
  try {
    // The server checks that the id is the caller's own (SPEC.md's body names the user).
    const userId = unverifiedClaims(await freshAccessToken())?.sub;
    await finalizeBook({ userId: typeof userId === 'string' ? userId : '', productCode: query.productCode, jobId: query.jobId, pageCount: query.pageCount });
    // The cached book still says editable: the editor must open it read-only from now on.
    queryClient.removeQueries({ queryKey: bookQuery(query.bookId).queryKey, exact: true });
    return { kind: 'done' };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) return { kind: 'failed', message: fallback, next: 'retry' };
    const conflict = finalizeConflictSchema.safeParse(error.body);
    if (conflict.success && conflict.data.code === 'PREFLIGHT_BLOCKED' && conflict.data.problems) return { kind: 'blocked', message: error.message, problems: conflict.data.problems };
    // The server's own German reason where it gives one (a busy server says when to try again).
    return { kind: 'failed', message: error.body?.message ?? fallback, next: nextOf(error) };
  }
}

/**
 * /finalize?id&productcode&jobid&sheetCount (SPEC.md section 2): finishes the book the editor checked
 * and returns to /buecher (replacing this address, so Back does not finish again), where a calm
 * confirmation waits. What the server refuses is shown with the way back to the book, right under the
 * message; warnings are folded away (they never hold finishing back).
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const query = parseFinalizeQuery(search);
  const key = search.toString();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  /** Counts the attempts: 'Noch einmal versuchen' asks the server again. */
  const [attempt, setAttempt] = useState(0);
  /** The live region starts empty and gets its text once on the page: text it is created with is often not read. */
  const [shown, setShown] = useState(false);

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => current && setShown(true), 0);
    const cleanUp = () => {
      current = false;
      clearTimeout(timer);
    };
    if (!query) return cleanUp;
    let request = running.get(key);
    if (!request) {
      request = finalize(query, t('finalize.failed'));
      running.set(key, request);
    }
    void request.then(async (result) => {
      if (!current) return;
      if (result.kind === 'done') {
        const state: FinishedState = { finishedBookId: query.bookId };
        await navigate(paths.books, { replace: true, state });
        return;
      }
      running.delete(key);
      setOutcome(result);
    });
    return cleanUp;
    // query is derived from key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, navigate, t, attempt]);

  const retry = () => {
    // The failed request is already forgotten (running.delete): the effect asks the server again.
    setOutcome(null);
    setAttempt((previous) => previous + 1);
    // The button goes away while the server is asked: the focus waits on the page's title.
    document.getElementById('finalize-title')?.focus();
  };

  const refused = outcome && outcome.kind !== 'done' ? outcome : null;
  const message = !query ? t('finalize.invalid') : refused ? refused.message : t('finalize.working');
  const next: Next | null = !query ? 'books' : refused ? (refused.kind === 'blocked' ? 'book' : refused.next) : null;
  const groups = refused?.kind === 'blocked' ? groupProblems(refused.problems) : null;
  const dpiNote = dpiNotes(t, groups);
  const book = query ? { paperId: paperIdOfProductCode(query.productCode), pageCount: query.pageCount } : undefined;

  const toBook = query && (
    <Link key="book" to={bookPath(paths.editBook, query.bookId)} className={next === 'book' ? 'button button--primary' : 'button button--secondary'}>
      {t('finalize.backToBook')}
    </Link>
  );
  const toBooks = (
    <Link key="books" to={paths.books} className={next === 'books' ? 'button button--primary' : 'button button--secondary'}>
      {t('finalize.toBooks')}
    </Link>
  );
  const again = (
    <button key="retry" type="button" className="button button--primary" onClick={retry}>
      {t('finalize.retry')}
    </button>
  );
  // The primary answer last (finishing.css puts it on top when the buttons stack on a phone).
  const actions = next === 'books' ? [toBook, toBooks] : next === 'book' ? [toBooks, toBook] : next === 'retry' ? [toBook, again] : [];

  return (
    <section className="prose notice-page" aria-labelledby="finalize-title" data-finalize-outcome={refused?.kind}>
      <h1 id="finalize-title" tabIndex={-1}>{t('finalize.title')}</h1>
      {/* The page's one live region: 'Ihr Buch wird fertiggestellt …', then what the server answered. */}
      <p role="status" data-finalize-message>
        {shown ? message : ''}
      </p>
      {groups && groups.block.length > 0 && (
        <ProblemList severity="block" headingLevel={2} title={t('editor.finishing.blockTitle')} intro={t('finalize.blockIntro')} problems={groups.block} book={book} note={dpiNote.block} />
      )}
      {next && <div className="finalize-actions">{actions}</div>}
      {groups && groups.warn.length > 0 && (
        <details className="finalize-more">
          <summary>{t('finalize.moreWarnings', { count: problemEntries(groups.warn).length })}</summary>
          <ProblemList severity="warn" headingLevel={2} title={t('editor.finishing.warnTitle')} intro={t('finalize.warnIntro')} problems={groups.warn} book={book} note={dpiNote.warn} />
        </details>
      )}
    </section>
  );
}
