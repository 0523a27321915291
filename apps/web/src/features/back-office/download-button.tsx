import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageOf } from '../../lib/api/server-message';
import { downloadOrderFile, type OrderFile } from './api/download-order-file';

interface DownloadButtonProps {
  label: string;
  /** A longer name for screen readers where several buttons share a label (one per book). */
  ariaLabel?: string;
  orderNumber: string;
  file: OrderFile;
  fallbackName: string;
  /** Why the file cannot be had yet; the button is then disabled and the reason stands beside it. */
  unavailableReason: string | null;
  /** The id of a reason shown once for several buttons (a book's two files); the button then shows none of its own. */
  reasonShownAt?: string;
  onDone: (message: string) => void;
}

/** One of an order's files: fetched with the token and saved; a refusal in the server's words. */
export function DownloadButton({ label, ariaLabel, orderNumber, file, fallbackName, unavailableReason, reasonShownAt, onDone }: DownloadButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const reasonId = useId();
  // A failure is this button's own; a reason it shares stands where the parent put it.
  const reason = failure ?? (reasonShownAt ? null : unavailableReason);
  const describedBy = reason ? reasonId : unavailableReason && reasonShownAt ? reasonShownAt : undefined;

  async function download() {
    setBusy(true);
    setFailure(null);
    try {
      const name = await downloadOrderFile(orderNumber, file, fallbackName);
      onDone(t('backOffice.order.files.saved', { name }));
    } catch (error) {
      setFailure(serverMessageOf(error) ?? t('backOffice.order.files.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className="download-button">
      <button
        type="button"
        className="action-button"
        aria-label={ariaLabel}
        disabled={busy || unavailableReason !== null}
        aria-describedby={describedBy}
        onClick={() => void download()}
      >
        {label}
      </button>
      {reason && (
        <span id={reasonId} className={failure ? 'download-button__reason download-button__reason--failed' : 'download-button__reason'} role={failure ? 'alert' : undefined}>
          {reason}
        </span>
      )}
    </span>
  );
}
