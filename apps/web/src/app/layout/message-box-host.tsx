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
  return (
    <dialog
      ref={dialogRef}
      className="message-box"
      aria-labelledby={message.title ? `message-${message.id}-title` : undefined}
      aria-describedby={`message-${message.id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        answerMessage(message.id, undefined);
      }}
    >
      {message.title && (
        <h2 id={`message-${message.id}-title`} className="message-box__title">
          {message.title}
        </h2>
      )}
      <p id={`message-${message.id}-text`} className="message-box__text">
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
