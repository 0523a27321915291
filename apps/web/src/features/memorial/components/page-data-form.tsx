import { useState } from 'react';
import { DECEASED_FIELD_NAMES, memorialPageUpdateSchema, type MemorialPageUpdate } from '@eb/api-contract';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMessages } from '../../../components/ui/form-messages';
import { showMessage } from '../../../lib/message-box';
import { useSubmitWithMessage } from '../../../lib/use-submit-with-message';
import { useUpdatePage } from '../api/update-page';
import { PublicPrivateLabel } from './public-private-label';

type DeceasedField = (typeof DECEASED_FIELD_NAMES)[number];
type FormValues = Omit<MemorialPageUpdate, 'hiddenFields'> & { publicFields: DeceasedField[] };

const TEXT_FIELDS: ReadonlyArray<{ name: DeceasedField; type: 'text' | 'date' }> = [
  { name: 'title', type: 'text' },
  { name: 'firstNames', type: 'text' },
  { name: 'lastName', type: 'text' },
  { name: 'nameOfBirth', type: 'text' },
  { name: 'dateOfBirth', type: 'date' },
  { name: 'dateOfDeath', type: 'date' },
  { name: 'placeOfBirth', type: 'text' },
  { name: 'placeOfDeath', type: 'text' },
];

/**
 * The deceased's data, each field with its own "öffentlich sichtbar" switch; with the labels
 * setting on, 'öffentlich' or 'privat' stands beside each field, as in the family's books.
 */
export function PageDataForm({ pageId, page }: { pageId: string; page: MemorialPageUpdate }) {
  const { t } = useTranslation();
  const update = useUpdatePage(pageId);
  const submitWithMessage = useSubmitWithMessage();
  const [messages, setMessages] = useState<string[]>([]);
  const { hiddenFields, ...rest } = page;
  const form = useForm<FormValues>({
    defaultValues: { ...rest, publicFields: DECEASED_FIELD_NAMES.filter((field) => !hiddenFields.includes(field)) },
  });

  const [publicFields, showLabels] = useWatch({ control: form.control, name: ['publicFields', 'showPublicPrivateLabels'] });

  const submit = form.handleSubmit(async ({ publicFields, ...values }) => {
    const candidate = {
      ...values,
      dateOfBirth: values.dateOfBirth || null,
      dateOfDeath: values.dateOfDeath || null,
      hiddenFields: DECEASED_FIELD_NAMES.filter((field) => !publicFields.includes(field)),
    };
    const checked = memorialPageUpdateSchema.safeParse(candidate);
    setMessages(checked.success ? [] : checked.error.issues.map((issue) => issue.message));
    if (!checked.success) return;
    if (await submitWithMessage(update.mutateAsync(checked.data))) await showMessage({ text: t('memorial.admin.saved') });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="form page-data-form">
      {TEXT_FIELDS.map(({ name, type }) => (
        <div key={name} className="page-data-form__row">
          <div className="form-field">
            <label htmlFor={`deceased-${name}`}>{t(`memorial.admin.fields.${name}`)}</label>
            <input id={`deceased-${name}`} type={type} {...form.register(name)} />
          </div>
          <div className="page-data-form__visibility">
            <label className="page-data-form__public">
              <input type="checkbox" value={name} {...form.register('publicFields')} />
              {t('memorial.admin.public')}
              <span className="visually-hidden"> ({t(`memorial.admin.fields.${name}`)})</span>
            </label>
            {showLabels && <PublicPrivateLabel isPublic={publicFields.includes(name)} />}
          </div>
        </div>
      ))}
      <div className="form-field">
        <label htmlFor="deceased-introduction">{t('memorial.admin.introduction')}</label>
        <textarea id="deceased-introduction" rows={5} {...form.register('introduction')} />
      </div>
      <label className="page-data-form__public">
        <input type="checkbox" {...form.register('isModerated')} />
        {t('memorial.admin.moderated')}
      </label>
      <div className="form-field form-field--checkbox">
        <input id="deceased-labels" type="checkbox" aria-describedby="deceased-labels-hint" {...form.register('showPublicPrivateLabels')} />
        <label htmlFor="deceased-labels">{t('memorial.admin.showLabels')}</label>
        <p id="deceased-labels-hint" className="form-field__hint">
          {t('memorial.admin.showLabelsHint')}
        </p>
      </div>
      <FormMessages messages={messages} />
      <button type="submit" className="button button--primary button--large">
        {t('memorial.admin.save')}
      </button>
    </form>
  );
}
