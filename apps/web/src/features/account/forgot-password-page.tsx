import { passwordResetRequestSchema } from '@eb/api-contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showMessage } from '../../lib/message-box';
import { useRequestPasswordReset } from './api/request-password-reset';
import { FormField } from './components/form-field';
import { useSubmitWithMessage } from '../../lib/use-submit-with-message';

export function Component() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const submitWithMessage = useSubmitWithMessage();
  const form = useForm<{ email: string }>({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email: '' } });

  const submit = form.handleSubmit(async ({ email }) => {
    const answer = await submitWithMessage(request.mutateAsync(email), t('account.forgot.busy'));
    if (answer) {
      form.reset({ email: '' });
      await showMessage({ text: answer.message });
    }
  });

  return (
    <section className="prose account-page" aria-labelledby="forgot-title">
      <h1 id="forgot-title">{t('account.forgot.title')}</h1>
      <p className="lead">{t('account.forgot.lead')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate className="form">
        <FormField
          id="forgot-email"
          label={t('account.fields.email')}
          type="email"
          autoComplete="email"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <button type="submit" className="button button--primary button--large">
          {t('account.forgot.submit')}
        </button>
      </form>
    </section>
  );
}
