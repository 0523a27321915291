import { useTranslation } from 'react-i18next';
import { useProofDownload } from '../../lib/proof/use-proof-download';
import './proof-link.css';

/**
 * 'Vorschau (PDF)' on a book's card: the proof of the stored book, drawn by the server (seconds),
 * downloaded under its file name. Only the book's owner sees the card (the list is theirs), and only
 * the owner gets the proof from the server.
 */
export function BookProofLink({ bookId, bookName }: { bookId: number; bookName: string }) {
  const { t } = useTranslation();
  const { state, start } = useProofDownload(bookId);
  const preparing = state.kind === 'preparing';
  return (
    <>
      {/* The label stays (the card does not jump); readable while busy (aria-disabled), the note below says what happens. */}
      <button
        type="button"
        className="action-button"
        data-book-action="proof"
        aria-busy={preparing}
        aria-disabled={preparing}
        title={t('proof.hint')}
        onClick={() => {
          if (!preparing) void start();
        }}
      >
        {t('proof.label')}
        <span className="visually-hidden">: {bookName}</span>
      </button>
      {/* Always there, so screen readers hear what it says once it speaks. */}
      <span className={state.kind === 'failed' ? 'book__proof-note book__proof-note--failed' : 'book__proof-note'} role="status" data-proof-note>
        {state.kind === 'done' || state.kind === 'failed' ? state.message : preparing ? t('proof.preparing') : ''}
      </span>
    </>
  );
}
