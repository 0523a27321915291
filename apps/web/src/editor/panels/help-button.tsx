import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HelpOverlay } from './help-overlay';
import { isHelpHidden } from './help-storage';

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/** Toolbar button 'Hilfe' (H1 renders it); the help also opens by itself on a visit until hidden for good. */
export function HelpButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => !isHelpHidden(storage()));
  const button = useRef<HTMLButtonElement>(null);
  // Opened by the button: closing returns there (opened by itself on a visit, the focus stays where it was).
  const openedByButton = useRef(false);
  const close = () => {
    setOpen(false);
    if (openedByButton.current) button.current?.focus();
    openedByButton.current = false;
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="editor-tool"
        aria-haspopup="dialog"
        onClick={() => {
          openedByButton.current = true;
          setOpen(true);
        }}
      >
        {t('editor.help.button')}
      </button>
      {open && <HelpOverlay onClose={close} />}
    </>
  );
}
