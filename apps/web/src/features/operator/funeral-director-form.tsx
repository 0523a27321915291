import { funeralDirectorUpdateSchema } from '@eb/api-contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMessages } from '../../components/ui/form-messages';
import { showMessage } from '../../lib/message-box';
import { useSubmitWithMessage } from '../../lib/use-submit-with-message';
import { setFuneralDirector } from './api/set-funeral-director';

type Values = { account: string; maxTemplates: string; companyName: string };
const EMPTY: Values = { account: '', maxTemplates: '5', companyName: '' };

/** Makes a customer account a funeral director: the template allowance and, optionally, the company. */
export function FuneralDirectorForm() {
  const { t } = useTranslation();
  const submitWithMessage = useSubmitWithMessage();
  const [messages, setMessages] = useState<string[]>([]);
  const form = useForm<Values>({ defaultValues: EMPTY });

  const submit = form.handleSubmit(async ({ account, maxTemplates, companyName }) => {
    const checked = funeralDirectorUpdateSchema.safeParse({ maxTemplates: maxTemplates.trim() === '' ? undefined : Number(maxTemplates), companyName: companyName.trim() || null });
    const problems = [...(account.trim() ? [] : [t('operator.director.accountRequired')]), ...(checked.success ? [] : checked.error.issues.map((issue) => issue.message))];
    setMessages(problems);
    if (problems.length > 0 || !checked.success) return;
    const saved = await submitWithMessage(setFuneralDirector(account.trim(), checked.data));
    if (!saved) return;
    form.reset(EMPTY);
    await showMessage({
      text: saved.companyName
        ? t('operator.director.savedWithCompany', { account: saved.account, count: saved.maxTemplates, company: saved.companyName })
        : t('operator.director.saved', { account: saved.account, count: saved.maxTemplates }),
    });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="form">
      <div className="form-field">
        <label htmlFor="director-account">{t('operator.director.account')}</label>
        <input id="director-account" type="text" autoComplete="off" {...form.register('account')} />
      </div>
      <div className="form-field">
        <label htmlFor="director-templates">{t('operator.director.maxTemplates')}</label>
        <input id="director-templates" type="number" inputMode="numeric" min={0} max={100} step={1} {...form.register('maxTemplates')} />
      </div>
      <div className="form-field">
        <label htmlFor="director-company">{t('operator.director.company')}</label>
        <p id="director-company-hint" className="form-field__hint">
          {t('operator.director.companyHint')}
        </p>
        <input id="director-company" type="text" autoComplete="organization" aria-describedby="director-company-hint" {...form.register('companyName')} />
      </div>
      <FormMessages messages={messages} />
      <button type="submit" className="button button--primary button--large">
        {t('operator.director.submit')}
      </button>
    </form>
  );
}
