import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { hideHelpForGood } from './help-storage';
import { useCloseOnUnmount } from './use-close-on-unmount';
import './panel-dialogs.css';

const TOPICS = ['panels', 'photos', 'crop', 'text', 'undo', 'saving'] as const;

/** What the editor's parts do, in a few calm sentences; 'Hilfe nicht mehr anzeigen' keeps it closed for good. */
export function HelpOverlay({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // showModal focuses the first button ('nicht mehr anzeigen'): the safe answer gets it, and reading starts at the top.
    dialog.querySelector<HTMLButtonElement>('[data-primary="true"]')?.focus({ preventScroll: true });
    dialog.scrollTop = 0;
  }, []);
  useCloseOnUnmount(dialogRef);
  // Out of the top layer first (the page behind is inert while it is open), so the focus can go back to the opener.
  const close = () => {
    dialogRef.current?.close();
    onClose();
  };
  return (
    <dialog
      ref={dialogRef}
      className="help-overlay"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <h2 id={titleId} className="help-overlay__title">
        {t('editor.help.title')}
      </h2>
      <dl className="help-overlay__topics">
        {TOPICS.map((topic) => (
          <div key={topic} className="help-overlay__topic">
            <dt>{t(`editor.help.topics.${topic}.title`)}</dt>
            <dd>{t(`editor.help.topics.${topic}.text`)}</dd>
          </div>
        ))}
      </dl>
      <div className="message-box__buttons">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            hideHelpForGood(window.localStorage);
            close();
          }}
        >
          {t('editor.help.hideForGood')}
        </button>
        <button type="button" className="button button--primary" data-primary="true" onClick={close}>
          {t('editor.help.close')}
        </button>
      </div>
    </dialog>
  );
}
