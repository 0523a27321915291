import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The privacy text in a modal, so reading it does not lose what was typed into the form. */
export function PrivacyDialog({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialogRef.current?.showModal();
  }, []);
  return (
    <dialog ref={dialogRef} className="privacy-dialog" aria-label={t('account.register.privacyTitle')} onClose={onClose}>
      <div className="privacy-dialog__content">{children}</div>
      <button type="button" className="button button--primary" onClick={() => dialogRef.current?.close()} autoFocus>
        {t('messageBox.close')}
      </button>
    </dialog>
  );
}
