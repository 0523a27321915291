import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HelpOverlay } from './help-overlay';
import { isHelpHidden } from './help-storage';

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/** Toolbar button 'Hilfe' (H1 renders it); the help also opens by itself on a visit until hidden for good. */
export function HelpButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => !isHelpHidden(storage()));
  return (
    <>
      <button type="button" className="editor-tool" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('editor.help.button')}
      </button>
      {open && <HelpOverlay onClose={() => setOpen(false)} />}
    </>
  );
}
