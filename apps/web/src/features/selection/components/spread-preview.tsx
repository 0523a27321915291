import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** A modal with a design's sample double page; Escape or the button closes it. */
export function SpreadPreview({ title, src, onClose }: { title: string; src: string; onClose: () => void }) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialogRef.current?.showModal();
  }, []);
  return (
    <dialog ref={dialogRef} className="spread-preview" aria-labelledby="spread-preview-title" onClose={onClose}>
      <h2 id="spread-preview-title">{title}</h2>
      <img src={src} alt="" width="1200" height="600" />
      <button type="button" className="button button--primary" onClick={() => dialogRef.current?.close()} autoFocus>
        {t('messageBox.close')}
      </button>
    </dialog>
  );
}
