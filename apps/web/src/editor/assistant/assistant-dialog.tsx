import { ASSISTANT_DENSITIES, type AssistantDensityChoice, type AssistantResponse } from '@eb/api-contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../lib/api/api-client';
import { getEditInfo } from '../api/get-edit-info';
import { useCloseOnUnmount } from '../panels/use-close-on-unmount';
import { useEditorState, useEditorStore } from '../state/editor-context';
import { runAssistant } from './api/run-assistant';
import { assistantChange, newSeed } from './apply-assistant';
import '../panels/panel-dialogs.css';
import './assistant.css';

type Report = AssistantResponse['report'];

/**
 * 'Assistenten nutzen': the options, then the whole book laid out by the server and applied as one
 * change. Every run of one opened dialog ('Neu mischen' too) merges into the same undo step, so one
 * 'Rückgängig' brings back the design from before the assistant, however often it was mixed anew.
 */
export function AssistantDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const store = useEditorStore();
  const bookId = useEditorState((state) => state.bookId);
  const readOnly = useEditorState((state) => state.readOnly);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // One key per opened dialog: its runs merge into one undo step, a later opening starts a new one.
  const [mergeKey] = useState(() => `assistant-${Date.now()}-${Math.random()}`);
  const [density, setDensity] = useState<AssistantDensityChoice>('mittel');
  const [condolences, setCondolences] = useState(true);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<Report | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Whether the book has a memorial page (its entries are offered only then); the editor's own ids of the book.
  const editInfo = useQuery({ queryKey: ['books', bookId, 'editinfo'], queryFn: ({ signal }) => getEditInfo(bookId, signal), staleTime: Infinity });
  const hasMemorialPage = editInfo.data?.hasMemorialPage === true;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  useCloseOnUnmount(dialogRef);
  const close = () => {
    // Later changes are steps of their own.
    store.endGesture();
    dialogRef.current?.close();
    onClose();
  };

  async function run(seed: number) {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await runAssistant(bookId, { density, condolences: hasMemorialPage && condolences, seed });
      const { command, photos } = assistantChange(answer, store.getState().photos);
      if (photos.length > 0) store.upsertPhotos(photos);
      const announce = t('editor.assistant.applied', { pages: answer.report.pageCount });
      if (!store.dispatch(command, { announce, mergeKey })) {
        setProblem(store.getState().refusal ?? t('editor.assistant.failed'));
        return;
      }
      // The cover first: it shows the portrait, the name and the dates.
      store.setSpread(0);
      setReport(answer.report);
    } catch (error) {
      setProblem(error instanceof ApiRequestError && error.body?.message ? error.body.message : t('editor.assistant.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={dialogRef}
      className="assistant-dialog"
      aria-labelledby={titleId}
      aria-busy={busy}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) close();
      }}
    >
      <h2 id={titleId} className="versions-dialog__title">
        {t('editor.assistant.title')}
      </h2>
      <p className="assistant-dialog__intro">
        {t('editor.assistant.intro')}
        {hasMemorialPage && ` ${t('editor.assistant.introMemorial')}`}
      </p>
      {/* Before the choices: what running it does, and how to go back. */}
      <p className="assistant-dialog__note">{t('editor.assistant.note')}</p>
      <fieldset className="assistant-dialog__densities" disabled={busy}>
        <legend>{t('editor.assistant.density')}</legend>
        {ASSISTANT_DENSITIES.map((choice) => (
          <label key={choice} className="assistant-dialog__density">
            <input type="radio" name={`${titleId}-density`} value={choice} checked={density === choice} onChange={() => setDensity(choice)} />
            <span className="assistant-dialog__density-name">{t(`editor.assistant.densities.${choice}`)}</span>
            <span className="assistant-dialog__density-hint">{t(`editor.assistant.densityHints.${choice}`)}</span>
          </label>
        ))}
      </fieldset>
      {hasMemorialPage && (
        <label className="assistant-dialog__condolences">
          <input type="checkbox" checked={condolences} disabled={busy} onChange={(event) => setCondolences(event.target.checked)} />
          <span>
            {t('editor.assistant.condolences')}
            <span className="assistant-dialog__density-hint">{t('editor.assistant.condolencesHint')}</span>
          </span>
        </label>
      )}
      {busy && (
        <p role="status" className="assistant-dialog__status">
          {t('editor.assistant.running')}
        </p>
      )}
      {report && !busy && <AssistantReport report={report} />}
      {problem && (
        <p role="alert" className="versions-dialog__problem">
          {problem}
        </p>
      )}
      <div className="message-box__buttons">
        {report ? (
          <>
            <button type="button" className="button button--secondary" disabled={busy || readOnly} onClick={() => void run(newSeed())}>
              {t('editor.assistant.again')}
            </button>
            <button type="button" className="button button--primary" disabled={busy} onClick={close}>
              {t('editor.assistant.done')}
            </button>
          </>
        ) : (
          <>
            <button type="button" className="button button--secondary" disabled={busy} onClick={close}>
              {t('editor.assistant.cancel')}
            </button>
            <button type="button" className="button button--primary" disabled={busy || readOnly} onClick={() => void run(newSeed())}>
              {busy ? t('editor.assistant.running') : t('editor.assistant.run')}
            </button>
          </>
        )}
      </div>
    </dialog>
  );
}

/** How many photos are in the book, and which did not fit (the paper's page limit). */
function AssistantReport({ report }: { report: Report }) {
  const { t } = useTranslation();
  const left = report.leftOut.length;
  return (
    <div role="status" className="assistant-dialog__report" data-assistant-report>
      <p>
        {left === 0 ? t('editor.assistant.allPlaced', { count: report.placed }) : t('editor.assistant.leftOut', { count: left })} {t('editor.assistant.pages', { count: report.pageCount })}
      </p>
      {left > 0 && (
        <details className="assistant-dialog__left-out">
          <summary>{t('editor.assistant.leftOutList')}</summary>
          <p className="assistant-dialog__density-hint">{t('editor.assistant.leftOutHint')}</p>
          <ul>
            {report.leftOut.map((photo) => (
              <li key={photo.id}>{photo.fileName}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
