import { PORTRAIT_LIMITS, PORTRAIT_MESSAGES } from '@eb/api-contract';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessages } from '../../../components/ui/form-messages';
import { showMessage } from '../../../lib/message-box';
import { useSubmitWithMessage } from '../../../lib/use-submit-with-message';
import { useRemovePortrait } from '../api/remove-portrait';
import { useUploadPortrait } from '../api/upload-portrait';

/** Checked here first, so nobody waits for a long upload only to hear it was the wrong file. */
function problemWith(file: File | undefined): string | null {
  if (!file) return PORTRAIT_MESSAGES.missing;
  if (!(PORTRAIT_LIMITS.types as readonly string[]).includes(file.type)) return PORTRAIT_MESSAGES.wrongType;
  if (file.size > PORTRAIT_LIMITS.maxBytes) return PORTRAIT_MESSAGES.tooLarge;
  return null;
}

/** The portrait on the public page: choose a photo, replace it, or remove it. */
export function PortraitForm({ pageId, portraitSrc, name }: { pageId: string; portraitSrc: string | null; name: string }) {
  const { t } = useTranslation();
  const upload = useUploadPortrait(pageId);
  const remove = useRemovePortrait(pageId);
  const submitWithMessage = useSubmitWithMessage();
  const input = useRef<HTMLInputElement>(null);
  const [messages, setMessages] = useState<string[]>([]);
  const [chosen, setChosen] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const file = input.current?.files?.[0];
    const problem = problemWith(file);
    setMessages(problem ? [problem] : []);
    if (problem || !file) return;
    if (await submitWithMessage(upload.mutateAsync(file), t('memorial.admin.portrait.busy'))) {
      if (input.current) input.current.value = '';
      setChosen(null);
      await showMessage({ text: t('memorial.admin.portrait.saved') });
    }
  }

  async function removePortrait() {
    const answer = await showMessage({
      text: t('memorial.admin.portrait.removeQuestion'),
      buttons: [
        { label: t('memorial.admin.portrait.removeConfirm'), value: 'remove' },
        { label: t('memorial.admin.portrait.removeCancel'), value: 'cancel', primary: true },
      ],
    });
    if (answer === 'remove') await submitWithMessage(remove.mutateAsync(undefined));
  }

  return (
    <div className="portrait-form">
      {portraitSrc ? (
        <img className="portrait-form__image" src={portraitSrc} alt={t('memorial.admin.portrait.current', { name })} />
      ) : (
        <p className="portrait-form__none">{t('memorial.admin.portrait.none')}</p>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate className="form">
        <p id="portrait-hint" className="form-field__hint">
          {t('memorial.admin.portrait.hint')}
        </p>
        {/* The browser's own file button speaks the system's language; ours speaks German. */}
        <div className="portrait-form__choose">
          <input
            id="portrait-file"
            ref={input}
            className="visually-hidden portrait-form__input"
            type="file"
            accept={PORTRAIT_LIMITS.types.join(',')}
            aria-describedby="portrait-hint portrait-chosen"
            onChange={(event) => {
              setMessages([]);
              setChosen(event.target.files?.[0]?.name ?? null);
            }}
          />
          <label htmlFor="portrait-file" className="button button--secondary">
            {portraitSrc ? t('memorial.admin.portrait.chooseOther') : t('memorial.admin.portrait.choose')}
          </label>
          <span id="portrait-chosen" className="portrait-form__chosen" aria-live="polite">
            {chosen ?? t('memorial.admin.portrait.noneChosen')}
          </span>
        </div>
        <FormMessages messages={messages} />
        <div className="form-actions">
          <button type="submit" className="button button--primary">
            {portraitSrc ? t('memorial.admin.portrait.replace') : t('memorial.admin.portrait.upload')}
          </button>
          {portraitSrc && (
            <button type="button" className="button button--secondary" onClick={() => void removePortrait()}>
              {t('memorial.admin.portrait.remove')}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
