import type { BookDocumentVersions } from '@eb/api-contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorState, useEditorStore } from '../state/editor-context';
import { restoreCommand } from './restore-version';
import { useCloseOnUnmount } from './use-close-on-unmount';
import { savedAtLabels } from './saved-at';
import { getDocumentVersion } from '../api/get-document-version';
import { getDocumentVersions } from '../api/get-document-versions';
import './panel-dialogs.css';

type Listing = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; versions: BookDocumentVersions };

/**
 * 'Frühere Fassungen': the stored versions of the book (newest first) with the time they were saved;
 * one brought back becomes a new change (replaceContent), so undo takes it back and autosave stores it.
 */
export function VersionsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const store = useEditorStore();
  const bookId = useEditorState((state) => state.bookId);
  const readOnly = useEditorState((state) => state.readOnly);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [listing, setListing] = useState<Listing>({ state: 'loading' });
  const [busyVersion, setBusyVersion] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    const controller = new AbortController();
    getDocumentVersions(bookId, controller.signal)
      .then((versions) => setListing({ state: 'ready', versions }))
      .catch(() => {
        if (!controller.signal.aborted) setListing({ state: 'failed' });
      });
    return () => controller.abort();
  }, [bookId]);
  useCloseOnUnmount(dialogRef);
  // Out of the top layer first (the page behind is inert while it is open), so the focus can go back to the opener.
  const close = () => {
    dialogRef.current?.close();
    onClose();
  };

  async function restore(version: number, from: string) {
    setBusyVersion(version);
    setProblem(null);
    try {
      const document = await getDocumentVersion(bookId, version);
      const { command, missingPhotos } = restoreCommand(document, store.getState().photos);
      const announce = [t('editor.versions.restored', { from }), ...(missingPhotos > 0 ? [t('editor.versions.photosGone', { count: missingPhotos })] : [])].join(' ');
      // One change whose inverse is the content as it is now: undo brings it back, autosave stores it.
      if (store.dispatch(command, { announce })) {
        close();
        return;
      }
      setProblem(store.getState().refusal ?? t('editor.versions.failed'));
    } catch {
      setProblem(t('editor.versions.failed'));
    } finally {
      setBusyVersion(null);
    }
  }

  const labels = listing.state === 'ready' ? savedAtLabels(t, listing.versions.map((entry) => entry.savedAt)) : [];
  return (
    <dialog
      ref={dialogRef}
      className="versions-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <h2 id={titleId} className="versions-dialog__title">
        {t('editor.versions.title')}
      </h2>
      <p className="versions-dialog__intro">{t('editor.versions.intro')}</p>
      {listing.state === 'loading' && <p role="status">{t('editor.versions.loading')}</p>}
      {listing.state === 'failed' && <p role="alert">{t('editor.versions.loadFailed')}</p>}
      {listing.state === 'ready' && listing.versions.length === 0 && <p>{t('editor.versions.none')}</p>}
      {listing.state === 'ready' && listing.versions.length > 0 && (
        <ul className="versions-dialog__list">
          {listing.versions.map((entry, index) => {
            const { label: when, from } = labels[index] ?? { label: '', from: '' };
            return (
              <li key={entry.version} className="versions-dialog__item" data-version={entry.version}>
                <span className="versions-dialog__when">
                  {when}
                  {index === 0 && <span className="versions-dialog__latest"> – {t('editor.versions.latest')}</span>}
                </span>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={readOnly || busyVersion !== null}
                  aria-label={t('editor.versions.restoreLabel', { from })}
                  onClick={() => void restore(entry.version, from)}
                >
                  {busyVersion === entry.version ? t('editor.versions.restoring') : t('editor.versions.restore')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {problem && (
        <p role="alert" className="versions-dialog__problem">
          {problem}
        </p>
      )}
      <div className="message-box__buttons">
        <button type="button" className="button button--primary" onClick={close}>
          {t('editor.versions.close')}
        </button>
      </div>
    </dialog>
  );
}
