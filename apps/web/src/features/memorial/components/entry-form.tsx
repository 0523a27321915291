import { candleRequestSchema, condolenceRequestSchema } from '@eb/api-contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showMessage } from '../../../lib/message-box';
import { useSubmitWithMessage } from '../../../lib/use-submit-with-message';
import { useAddEntry, type VisitorEntryKind } from '../api/add-entry';

interface EntryValues {
  name: string;
  text: string;
}

/** Light a candle or write a condolence: a name, a few words, one clear button. */
export function EntryForm({ pageId, kind }: { pageId: string; kind: VisitorEntryKind }) {
  const { t } = useTranslation();
  const add = useAddEntry(pageId, kind);
  const submitWithMessage = useSubmitWithMessage();
  const schema = kind === 'candles' ? candleRequestSchema : condolenceRequestSchema;
  const form = useForm<EntryValues>({ resolver: zodResolver(schema), defaultValues: { name: '', text: '' } });
  const { errors } = form.formState;
  const id = (field: string) => `${kind}-${field}`;

  const submit = form.handleSubmit(async (values) => {
    const answer = await submitWithMessage(add.mutateAsync(values));
    if (!answer) return;
    form.reset({ name: '', text: '' });
    await showMessage({ text: answer.message });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="form entry-form" aria-label={t(`memorial.${kind}.formLabel`)}>
      <div className="form-field">
        <label htmlFor={id('name')}>{t('memorial.yourName')}</label>
        <input id={id('name')} autoComplete="name" aria-invalid={errors.name ? true : undefined} aria-describedby={errors.name ? id('name-error') : undefined} {...form.register('name')} />
        {errors.name && (
          <p id={id('name-error')} className="form-field__error">
            {errors.name.message}
          </p>
        )}
      </div>
      <div className="form-field">
        <label htmlFor={id('text')}>{t(`memorial.${kind}.textLabel`)}</label>
        <textarea
          id={id('text')}
          rows={kind === 'candles' ? 2 : 5}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={errors.text ? id('text-error') : undefined}
          {...form.register('text')}
        />
        {errors.text && (
          <p id={id('text-error')} className="form-field__error">
            {errors.text.message}
          </p>
        )}
      </div>
      <button type="submit" className="button button--primary">
        {t(`memorial.${kind}.submit`)}
      </button>
    </form>
  );
}
