import type { PreflightProblem } from '@eb/book-layout';
import { pageCount } from '@eb/book-model';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getEditInfo } from '../api/get-edit-info';
import { useCloseOnUnmount } from '../panels/use-close-on-unmount';
import { persistenceSlot } from '../persistence/persistence-hub';
import { useEditorState, useEditorStore } from '../state/editor-context';
import { checkBook } from './check-book';
import { finalizeUrl } from './finalize-url';
import { ProblemList } from './problem-list';
import { dpiNotes, groupProblems, problemEntries, type BookFacts } from './preflight-problems';
import { saveEverything } from './save-all';
import { useSpreadLists } from './use-spread-lists';
import './finishing.css';

type Check = { state: 'checking' } | { state: 'failed' } | { state: 'ready'; problems: PreflightProblem[]; book: BookFacts };

/**
 * 'Buch fertigstellen': checks every spread for what would print badly, lists it (each problem opens
 * its page and selects its frame), and — when nothing blocks — saves what is unsaved and goes on to
 * the finalize page (SPEC.md section 2), which finishes the book on the server.
 */
export function FinishDialog({ onClose }: { onClose: (frameId?: string) => void }) {
  const { t } = useTranslation();
  const store = useEditorStore();
  const navigate = useNavigate();
  const bookId = useEditorState((state) => state.bookId);
  const readOnly = useEditorState((state) => state.readOnly);
  const listsFor = useSpreadLists();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const statusId = useId();
  const [check, setCheck] = useState<Check>({ state: 'checking' });
  /** Counts the runs of the check: 'Noch einmal prüfen' starts another. */
  const [run, setRun] = useState(0);
  const [finishing, setFinishing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    const document = store.getState().document;
    const book: BookFacts = { paperId: document.paperId, pageCount: pageCount(document) };
    checkBook(document, listsFor(document), controller.signal)
      .then((problems) => setCheck({ state: 'ready', problems, book }))
      .catch(() => {
        if (!controller.signal.aborted) setCheck({ state: 'failed' });
      });
    return () => controller.abort();
  }, [store, listsFor, run]);
  useCloseOnUnmount(dialogRef);
  const close = (frameId?: string) => {
    dialogRef.current?.close();
    onClose(frameId);
  };
  const checkAgain = () => {
    setCheck({ state: 'checking' });
    setRun((previous) => previous + 1);
  };

  /** Opens the problem's page and selects its frame (or the page, for a problem of the page). */
  function show(found: PreflightProblem) {
    close(found.frameId ?? undefined);
    store.setSpread(found.spreadIndex);
    if (found.frameId) store.select({ kind: 'frame', frameId: found.frameId, mode: 'select' });
    else if (found.pageId) store.select({ kind: 'page', pageId: found.pageId });
  }

  async function finish() {
    setFinishing(true);
    setProblem(null);
    // The server finishes what is stored: every change goes there first.
    if ((await saveEverything(persistenceSlot(store).get())) !== 'saved') {
      setFinishing(false);
      setProblem(t('editor.finishing.saveFailed'));
      return;
    }
    try {
      const info = await getEditInfo(bookId);
      await navigate(finalizeUrl({ bookId, productCode: info.productCode, jobId: info.projectId, pageCount: pageCount(store.getState().document) }));
    } catch {
      setFinishing(false);
      setProblem(t('editor.finishing.startFailed'));
    }
  }

  const groups = check.state === 'ready' ? groupProblems(check.problems) : null;
  const blocking = (groups?.block.length ?? 0) > 0;
  // Counted as the lines below (a page's empty frames are one line).
  const status =
    check.state === 'checking'
      ? t('editor.finishing.checking')
      : check.state === 'failed' || !groups
        ? t('editor.finishing.checkFailed')
        : blocking
          ? t('editor.finishing.summaryBlocked', { count: problemEntries(groups.block).length })
          : groups.warn.length > 0
            ? t('editor.finishing.summaryWarnings', { count: problemEntries(groups.warn).length })
            : t('editor.finishing.ready');
  /*
   * The one live region of the dialog, there from the start and empty at first: the dialog's
   * description says 'Wir prüfen Ihr Buch …' as it opens, then the region says what changed (the
   * result, saving, a problem). Regions created with their text are often not read at all.
   */
  const announced = problem ?? (finishing ? t('editor.finishing.saving') : check.state === 'checking' && run === 0 ? '' : status);
  const dpiNote = dpiNotes(t, groups);
  const primaryAction = groups && !blocking ? 'finish' : check.state === 'failed' ? 'checkAgain' : null;
  return (
    <dialog
      ref={dialogRef}
      className="finish-dialog"
      aria-labelledby={titleId}
      aria-describedby={statusId}
      onCancel={(event) => {
        event.preventDefault();
        if (!finishing) close();
      }}
    >
      <h2 id={titleId} className="finish-dialog__title">
        {t('editor.finishing.title')}
      </h2>
      <p role="status" className="visually-hidden" data-finish-announcement>
        {announced}
      </p>
      <p
        id={statusId}
        className={
          check.state === 'checking'
            ? 'finish-dialog__checking'
            : check.state === 'failed'
              ? 'finish-dialog__problem'
              : groups && groups.block.length + groups.warn.length === 0
                ? 'finish-dialog__ready'
                : 'finish-dialog__summary'
        }
      >
        {status}
      </p>
      {groups && check.state === 'ready' && (
        <div className="finish-dialog__result" data-finish-result={blocking ? 'blocked' : groups.warn.length > 0 ? 'warnings' : 'ready'}>
          {groups.block.length > 0 && (
            <ProblemList severity="block" title={t('editor.finishing.blockTitle')} intro={t('editor.finishing.blockIntro')} problems={groups.block} book={check.book} note={dpiNote.block} onShow={show} />
          )}
          {groups.warn.length > 0 && (
            <ProblemList severity="warn" title={t('editor.finishing.warnTitle')} intro={t('editor.finishing.warnIntro')} problems={groups.warn} book={check.book} note={dpiNote.warn} onShow={show} />
          )}
        </div>
      )}
      {/* Stays in sight under a long list: what finishing means, and the answers. */}
      <div className="finish-dialog__footer">
        {groups && !blocking && <p className="finish-dialog__note">{t('editor.finishing.finalNote')}</p>}
        {finishing && <p>{t('editor.finishing.saving')}</p>}
        {problem && <p className="finish-dialog__problem">{problem}</p>}
        {/* The primary answer last: on the right on a wide screen, on top when the buttons stack (finishing.css). */}
        <div className="message-box__buttons finish-buttons">
          <button type="button" className={primaryAction ? 'button button--secondary' : 'button button--primary'} disabled={finishing} onClick={() => close()}>
            {t('editor.finishing.close')}
          </button>
          {primaryAction === 'checkAgain' && (
            <button type="button" className="button button--primary" data-finish-check-again onClick={checkAgain}>
              {t('editor.finishing.checkAgain')}
            </button>
          )}
          {primaryAction === 'finish' && (
            <button type="button" className="button button--primary" data-finish-now disabled={readOnly || finishing} onClick={() => void finish()}>
              {t('editor.finishing.finishNow')}
            </button>
          )}
        </div>
      </div>
    </dialog>
  );
}
