import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../lib/external-store';
import { answerMessage, messageStore } from '../../lib/message-box';

/** Renders the first queued message as a modal dialog; Escape dismisses it (answer undefined). */
export function MessageBoxHost() {
  const { t } = useTranslation();
  const queue = useStore(messageStore);
  const message = queue[0];
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!message || !dialog) return;
    if (!dialog.open) dialog.showModal();
    // showModal() focuses the first button; the safe answer (the primary one, e.g. 'Nein') must have it.
    dialog.querySelector<HTMLButtonElement>('[data-primary="true"]')?.focus();
  }, [message]);

  if (!message) return null;
  const buttons = message.buttons?.length ? message.buttons : [{ label: t('messageBox.ok'), value: 'ok', primary: true }];
  const titleId = `message-${message.id}-title`;
  const textId = `message-${message.id}-text`;
  return (
    <dialog
      ref={dialogRef}
      className="message-box"
      // Every dialog needs a name: its title, or else its message (then not repeated as the description).
      aria-labelledby={message.title ? titleId : textId}
      aria-describedby={message.title ? textId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        answerMessage(message.id, undefined);
      }}
    >
      {message.title && (
        <h2 id={titleId} className="message-box__title">
          {message.title}
        </h2>
      )}
      <p id={textId} className="message-box__text">
        {message.text}
      </p>
      <div className="message-box__buttons">
        {buttons.map((button, index) => (
          <button
            key={button.value}
            type="button"
            className={button.primary ? 'button button--primary' : 'button button--secondary'}
            data-primary={button.primary ?? index === 0}
            onClick={() => answerMessage(message.id, button.value)}
          >
            {button.label}
          </button>
        ))}
      </div>
    </dialog>
  );
}
