import { ASSISTANT_DENSITIES, type AssistantDensityChoice } from '@eb/api-contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../lib/api/api-client';
import { getEditInfo } from '../api/get-edit-info';
import { useCloseOnUnmount } from '../panels/use-close-on-unmount';
import { persistenceSlot } from '../persistence/persistence-hub';
import { useEditorState, useEditorStore } from '../state/editor-context';
import { runAssistant } from './api/run-assistant';
import { assistantChange, newSeed } from './apply-assistant';
import { askOnStoredState } from './assistant-basis';
import { AssistantReport } from './assistant-report';
import { appliedAnnouncement, type AssistantReportData } from './report-text';
import '../panels/panel-dialogs.css';
import './assistant.css';

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
  const reportRef = useRef<HTMLDivElement>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  // One key per opened dialog: its runs merge into one undo step, a later opening starts a new one.
  const [mergeKey] = useState(() => `assistant-${Date.now()}-${Math.random()}`);
  const [density, setDensity] = useState<AssistantDensityChoice>('mittel');
  const [condolences, setCondolences] = useState(true);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<AssistantReportData | null>(null);
  // The choice the shown result was made with: another choice makes 'Neu mischen' say that it applies it.
  const [lastChoice, setLastChoice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The dialog's one live region: always there, its text changes (running, then the result or the problem).
  const [spoken, setSpoken] = useState('');
  // After a run: what gets the focus and comes into view (the run's button may have left the dialog).
  const [settled, setSettled] = useState<{ kind: 'report' | 'problem'; at: number } | null>(null);
  // Whether the book has a memorial page (its entries are offered only then). Until it is known the
  // assistant does not run, so a quick click cannot silently leave the condolences out.
  const editInfo = useQuery({ queryKey: ['books', bookId, 'editinfo'], queryFn: ({ signal }) => getEditInfo(bookId, signal), staleTime: Infinity });
  const waiting = editInfo.isPending;
  const hasMemorialPage = editInfo.data?.hasMemorialPage === true;
  const choice = `${density}:${hasMemorialPage && condolences}`;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  useCloseOnUnmount(dialogRef);
  useEffect(() => {
    if (!settled) return;
    if (settled.kind === 'report') {
      // The first result replaces 'Buch gestalten lassen' by 'Ergebnis behalten'; after 'Neu mischen' the focus is still there.
      const active = document.activeElement;
      if (!active || active === document.body || !dialogRef.current?.contains(active)) keepRef.current?.focus();
      reportRef.current?.scrollIntoView({ block: 'nearest' });
    } else {
      problemRef.current?.scrollIntoView({ block: 'nearest' });
    }
  }, [settled]);
  const close = () => {
    // Later changes are steps of their own.
    store.endGesture();
    dialogRef.current?.close();
    onClose();
  };

  async function run(seed: number) {
    // The pressed button stays in the dialog and keeps the focus while the assistant works (aria-disabled, not disabled).
    if (busy || waiting || readOnly) return;
    setBusy(true);
    setProblem(null);
    setSpoken(t('editor.assistant.running'));
    const ranWith = choice;
    const fail = (text: string) => {
      setProblem(text);
      setSpoken(text);
      setSettled({ kind: 'problem', at: Date.now() });
    };
    try {
      // The server designs from the stored document: what the editor shows is saved first, and an
      // answer made from another stored state (changed in another window or by a colleague) is not
      // applied, as it would undo that change (assistant-basis.ts).
      const asked = await askOnStoredState(
        persistenceSlot(store).get(),
        () => store.getState().document,
        () => runAssistant(bookId, { density, condolences: hasMemorialPage && condolences, seed }),
      );
      if (asked.kind !== 'answer') {
        fail(t(asked.kind === 'unsaved' ? 'editor.assistant.saveFirst' : 'editor.assistant.changedElsewhere'));
        return;
      }
      const { answer } = asked;
      const { command, photos } = assistantChange(answer, store.getState().photos);
      if (photos.length > 0) store.upsertPhotos(photos);
      const announce = appliedAnnouncement(t, answer.report);
      if (!store.dispatch(command, { announce, mergeKey })) {
        fail(store.getState().refusal ?? t('editor.assistant.failed'));
        return;
      }
      // The cover first: it shows the portrait, the name and the dates.
      store.setSpread(0);
      setReport(answer.report);
      setLastChoice(ranWith);
      setSpoken(announce);
      setSettled({ kind: 'report', at: Date.now() });
    } catch (error) {
      fail(error instanceof ApiRequestError && error.body?.message ? error.body.message : t('editor.assistant.failed'));
    } finally {
      setBusy(false);
    }
  }

  const runLabel = busy ? t('editor.assistant.running') : waiting ? t('editor.assistant.wait') : t('editor.assistant.run');
  const againLabel = busy ? t('editor.assistant.running') : lastChoice !== null && lastChoice !== choice ? t('editor.assistant.againChanged') : t('editor.assistant.again');
  return (
    <dialog
      ref={dialogRef}
      className="assistant-dialog"
      aria-labelledby={titleId}
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
        {ASSISTANT_DENSITIES.map((option) => (
          <label key={option} className="assistant-dialog__density">
            <input type="radio" name={`${titleId}-density`} value={option} checked={density === option} onChange={() => setDensity(option)} />
            <span className="assistant-dialog__density-name">{t(`editor.assistant.densities.${option}`)}</span>
            <span className="assistant-dialog__density-hint">{t(`editor.assistant.densityHints.${option}`)}</span>
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
      <p role="status" aria-live="polite" className="visually-hidden" data-assistant-status>
        {spoken}
      </p>
      {/* Right above the buttons, so the result or the problem is seen where the person just pressed. */}
      {report && <AssistantReport ref={reportRef} report={report} stale={busy} />}
      {problem && (
        <p ref={problemRef} className="versions-dialog__problem assistant-dialog__problem" data-assistant-problem>
          {problem}
        </p>
      )}
      {/* Secondary first, primary last: right on wide screens, on top when stacked on a phone (assistant.css). */}
      <div className="message-box__buttons">
        {report ? (
          <>
            <button type="button" className="button button--secondary" aria-disabled={busy} disabled={!busy && readOnly} onClick={() => void run(newSeed())}>
              {againLabel}
            </button>
            <button ref={keepRef} type="button" className="button button--primary" disabled={busy} onClick={close}>
              {t('editor.assistant.done')}
            </button>
          </>
        ) : (
          <>
            <button type="button" className="button button--secondary" disabled={busy} onClick={close}>
              {t('editor.assistant.cancel')}
            </button>
            <button type="button" className="button button--primary" aria-disabled={busy} disabled={!busy && (waiting || readOnly)} onClick={() => void run(newSeed())}>
              {runLabel}
            </button>
          </>
        )}
      </div>
    </dialog>
  );
}
