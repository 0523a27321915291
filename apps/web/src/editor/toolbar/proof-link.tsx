import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../lib/external-store';
import { showMessage } from '../../lib/message-box';
import { useProofDownload } from '../../lib/proof/use-proof-download';
import { persistenceSlot } from '../persistence/persistence-hub';
import { useEditorState, useEditorStore } from '../state/editor-context';
import { saveBeforeProof } from './save-before-proof';

/**
 * 'Vorschau (PDF)' in the editor's toolbar: saves what is unsaved, then downloads the proof the
 * server draws from the stored book (seconds: a line under the toolbar says 'Die Vorschau wird erstellt …').
 */
export function ProofLink() {
  const { t } = useTranslation();
  const store = useEditorStore();
  const bookId = useEditorState((state) => state.bookId);
  const persistence = useStore(persistenceSlot(store));
  const before = useCallback(() => saveBeforeProof(persistence, t('proof.unsaved')), [persistence, t]);
  const { state, start } = useProofDownload(bookId, before);
  const preparing = state.kind === 'preparing';

  useEffect(() => {
    if (state.kind === 'preparing') store.announce(t('proof.preparing'));
    else if (state.kind === 'done') {
      store.announce(state.message);
      // Saving did not go through: the person should know the proof lacks the last changes.
      if (state.hint) void showMessage({ title: t('proof.label'), text: state.hint });
    }
    else if (state.kind === 'failed') void showMessage({ title: t('proof.label'), text: state.message });
  }, [state, store, t]);

  // The label stays as it is while the server draws (nothing in the toolbar moves); the progress shows
  // as a line with a short text under the toolbar, at every width. Still focusable and readable: aria-disabled.
  return (
    <>
      <button
        type="button"
        className="editor-tool editor-tool--proof"
        data-editor-action="proof"
        aria-busy={preparing}
        aria-disabled={preparing}
        title={t('proof.hint')}
        onClick={() => {
          if (!preparing) void start();
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
          <path d="M3.5 1.5h6l3 3v10h-9z M9.5 1.5v3h3" fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinejoin="round" />
        </svg>{' '}
        <span className="editor-tool__label">{t('proof.label')}</span>
        <span className="editor-tool__short" aria-hidden="true">
          {t('editor.toolbar.proofShort')}
        </span>
      </button>
      {/* Seen, not read out twice: the editor's live region already says it (above). */}
      {preparing && (
        <span className="editor-progress" aria-hidden="true" data-proof-progress>
          <span className="editor-progress__text">{t('proof.preparing')}</span>
        </span>
      )}
    </>
  );
}
