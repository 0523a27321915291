import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useEditorState } from '../state/editor-context';
import { AssistantDialog } from './assistant-dialog';

/** The query parameter the upload page's 'Assistenten nutzen' opens the editor with (/bearbeiten/{id}?assistent=1). */
export const ASSISTANT_PARAMETER = 'assistent';

/**
 * Toolbar button 'Assistenten nutzen': opens the assistant's dialog. Coming from the upload page
 * (?assistent=1) it opens by itself once the editor is there, and the parameter is taken out of the
 * address (replacing it), so a reload or the way back does not open it again.
 */
export function AssistantButton() {
  const { t } = useTranslation();
  const readOnly = useEditorState((state) => state.readOnly);
  const [params, setParams] = useSearchParams();
  const asked = params.get(ASSISTANT_PARAMETER) === '1';
  // The editor is there when its toolbar is: asked for by the address, the dialog opens with it.
  const [open, setOpen] = useState(() => asked && !readOnly);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!asked) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ASSISTANT_PARAMETER);
        return next;
      },
      { replace: true },
    );
  }, [asked, setParams]);

  const close = () => {
    setOpen(false);
    // The dialog leaves the page: the focus goes back to where the person opened it.
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="editor-tool"
        data-editor-action="assistant"
        aria-haspopup="dialog"
        disabled={readOnly}
        title={t('editor.assistant.buttonHint')}
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true">✦</span> <span className="editor-tool__label">{t('editor.assistant.button')}</span>
        <span className="editor-tool__short" aria-hidden="true">
          {t('editor.toolbar.assistantShort')}
        </span>
      </button>
      {open && <AssistantDialog onClose={close} />}
    </>
  );
}
