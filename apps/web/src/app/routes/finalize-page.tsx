import { finalizeConflictSchema, type PreflightProblemInfo } from '@eb/api-contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { bookPath, paths } from '../../config/paths';
import { parseFinalizeQuery, type FinalizeQuery } from '../../editor/finishing/finalize-url';
import { groupProblems } from '../../editor/finishing/preflight-problems';
import { ProblemList } from '../../editor/finishing/problem-list';
import { finalizeBook } from '../../features/books/api/finalize-book';
import { bookQuery } from '../../features/books/api/get-book';
import type { FinishedState } from '../../features/books/list/finished-notice';
import { ApiRequestError } from '../../lib/api/api-client';
import { freshAccessToken } from '../../lib/auth/fresh-token';
import { unverifiedClaims } from '../../lib/auth/token-claims';
import { queryClient } from '../../lib/query-client';

type Outcome = { kind: 'done' } | { kind: 'blocked'; message: string; problems: PreflightProblemInfo[] } | { kind: 'failed'; message: string };

/**
 * One request per address: React runs a new page's effect twice in development, and finishing twice
 * would answer the second time that the book is already finished.
 */
const running = new Map<string, Promise<Outcome>>();

async function finalize(query: FinalizeQuery, fallback: string): Promise<Outcome> {
  try {
    // The server checks that the id is the caller's own (SPEC.md's body names the user).
    const userId = unverifiedClaims(await freshAccessToken())?.sub;
    await finalizeBook({ userId: typeof userId === 'string' ? userId : '', productCode: query.productCode, jobId: query.jobId, pageCount: query.pageCount });
    // The cached book still says editable: the editor must open it read-only from now on.
    queryClient.removeQueries({ queryKey: bookQuery(query.bookId).queryKey, exact: true });
    return { kind: 'done' };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) return { kind: 'failed', message: fallback };
    const conflict = finalizeConflictSchema.safeParse(error.body);
    if (conflict.success && conflict.data.code === 'PREFLIGHT_BLOCKED' && conflict.data.problems) return { kind: 'blocked', message: error.message, problems: conflict.data.problems };
    return { kind: 'failed', message: error.message };
  }
}

/**
 * /finalize?id&productcode&jobid&sheetCount (SPEC.md section 2): finishes the book the editor checked
 * and returns to /buecher (replacing this address, so Back does not finish again), where a calm
 * confirmation waits. What the server refuses is shown with the way back to the book.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const query = parseFinalizeQuery(search);
  const key = search.toString();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (!query) return;
    let current = true;
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
    return () => {
      current = false;
    };
    // query is derived from key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, navigate, t]);

  if (!query) {
    return (
      <section className="prose notice-page" aria-labelledby="finalize-title">
        <h1 id="finalize-title">{t('finalize.title')}</h1>
        <p role="alert">{t('finalize.invalid')}</p>
        <p className="notice-page__actions">
          <Link to={paths.books} className="button button--primary">
            {t('finalize.toBooks')}
          </Link>
        </p>
      </section>
    );
  }
  if (!outcome || outcome.kind === 'done') {
    return (
      <section className="prose notice-page" aria-labelledby="finalize-title" aria-busy="true">
        <h1 id="finalize-title">{t('finalize.title')}</h1>
        <p role="status">{t('finalize.working')}</p>
      </section>
    );
  }
  const groups = outcome.kind === 'blocked' ? groupProblems(outcome.problems) : null;
  return (
    <section className="prose notice-page" aria-labelledby="finalize-title" data-finalize-outcome={outcome.kind}>
      <h1 id="finalize-title">{t('finalize.title')}</h1>
      <p role="alert">{outcome.message}</p>
      {groups && groups.block.length > 0 && (
        <ProblemList severity="block" title={t('editor.finishing.blockTitle')} intro={t('finalize.blockIntro')} problems={groups.block} />
      )}
      {groups && groups.warn.length > 0 && <ProblemList severity="warn" title={t('editor.finishing.warnTitle')} intro={t('finalize.warnIntro')} problems={groups.warn} />}
      <p className="notice-page__actions">
        <Link to={bookPath(paths.editBook, query.bookId)} className="button button--primary">
          {t('finalize.backToBook')}
        </Link>
        <Link to={paths.books} className="button button--secondary">
          {t('finalize.toBooks')}
        </Link>
      </p>
    </section>
  );
}
