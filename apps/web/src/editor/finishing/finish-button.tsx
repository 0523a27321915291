import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorState } from '../state/editor-context';
import { FinishDialog } from './finish-dialog';
import './finishing.css';

/** Tries for a moment to focus the selected frame once its spread is drawn (a problem was opened). */
function focusFrameSoon(frameId: string, tries = 20) {
  requestAnimationFrame(() => {
    const frame = document.querySelector<HTMLElement>(`[data-frame-id="${CSS.escape(frameId)}"]`);
    if (frame) frame.focus({ preventScroll: false });
    else if (tries > 0) focusFrameSoon(frameId, tries - 1);
  });
}

/** The toolbar's primary button 'Buch fertigstellen' (issue 13): the check, then finishing. */
export function FinishButton() {
  const { t } = useTranslation();
  const readOnly = useEditorState((state) => state.readOnly);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = (frameId?: string) => {
    setOpen(false);
    // A problem was opened: the focus goes to its frame; otherwise back to where the person opened the dialog.
    if (frameId) focusFrameSoon(frameId);
    else button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="editor-tool editor-tool--finish"
        data-editor-action="finish"
        disabled={readOnly}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        title={t('editor.finishing.button')}
      >
        <span aria-hidden="true">✓</span> <span className="editor-tool__label">{t('editor.finishing.button')}</span>
        <span className="editor-tool__short" aria-hidden="true">
          {t('editor.toolbar.finishShort')}
        </span>
      </button>
      {open && <FinishDialog onClose={close} />}
    </>
  );
}
