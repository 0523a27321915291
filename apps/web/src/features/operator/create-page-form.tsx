import { useState } from 'react';
import { memorialPageCreateSchema, type MemorialPageCreate } from '@eb/api-contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMessages } from '../../components/ui/form-messages';
import { showMessage } from '../../lib/message-box';
import { useSubmitWithMessage } from '../../lib/use-submit-with-message';
import { useCreateMemorialPage } from './api/operator-memorial-pages';
import { KNOWN_COMPANIES_LIST } from './known-companies';

type Values = Record<'firstNames' | 'lastName' | 'dateOfBirth' | 'dateOfDeath' | 'placeOfDeath' | 'administratorEmail' | 'companyName', string>;
const EMPTY: Values = { firstNames: '', lastName: '', dateOfBirth: '', dateOfDeath: '', placeOfDeath: '', administratorEmail: '', companyName: '' };
const FIELDS: ReadonlyArray<{ name: Exclude<keyof Values, 'companyName'>; type: string }> = [
  { name: 'firstNames', type: 'text' },
  { name: 'lastName', type: 'text' },
  { name: 'dateOfBirth', type: 'date' },
  { name: 'dateOfDeath', type: 'date' },
  { name: 'placeOfDeath', type: 'text' },
  { name: 'administratorEmail', type: 'email' },
];

export function CreatePageForm() {
  const { t } = useTranslation();
  const create = useCreateMemorialPage();
  const submitWithMessage = useSubmitWithMessage();
  const [messages, setMessages] = useState<string[]>([]);
  const form = useForm<Values>({ defaultValues: EMPTY });

  const submit = form.handleSubmit(async (values) => {
    const checked = memorialPageCreateSchema.safeParse({
      ...values,
      title: null,
      dateOfBirth: values.dateOfBirth || null,
      dateOfDeath: values.dateOfDeath || null,
      placeOfDeath: values.placeOfDeath || null,
      companyName: values.companyName.trim() || null,
    });
    setMessages(checked.success ? [] : checked.error.issues.map((issue) => issue.message));
    if (!checked.success) return;
    const created = await submitWithMessage(create.mutateAsync(checked.data as MemorialPageCreate));
    if (!created) return;
    form.reset(EMPTY);
    await showMessage({ text: t('operator.created', { name: created.description, email: created.administratorEmail }) });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="form">
      {FIELDS.map(({ name, type }) => (
        <div key={name} className="form-field">
          <label htmlFor={`create-${name}`}>{t(`operator.fields.${name}`)}</label>
          <input id={`create-${name}`} type={type} {...form.register(name)} />
        </div>
      ))}
      <div className="form-field">
        <label htmlFor="create-companyName">{t('operator.fields.companyName')}</label>
        <p id="create-companyName-hint" className="form-field__hint">
          {t('operator.fields.companyNameHint')}
        </p>
        <input id="create-companyName" type="text" autoComplete="off" list={KNOWN_COMPANIES_LIST} aria-describedby="create-companyName-hint" {...form.register('companyName')} />
      </div>
      <FormMessages messages={messages} />
      <button type="submit" className="button button--primary button--large">
        {t('operator.create')}
      </button>
    </form>
  );
}
