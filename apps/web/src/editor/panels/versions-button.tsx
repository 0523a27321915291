import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VersionsDialog } from './versions-dialog';

/** Toolbar button 'Frühere Fassungen' (H1 renders it); opens the list of earlier saved states. */
export function VersionsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    // The dialog leaves the page: the focus goes back to where the person opened it.
    button.current?.focus();
  };
  return (
    <>
      <button ref={button} type="button" className="editor-tool" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('editor.versions.button')}
      </button>
      {open && <VersionsDialog onClose={close} />}
    </>
  );
}
