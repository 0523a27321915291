import { newPasswordFormSchema } from '@eb/api-contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { showMessage } from '../../lib/message-box';
import { useResetPassword } from './api/reset-password';
import { NewPasswordFields } from './components/new-password-fields';
import { useSubmitWithMessage } from '../../lib/use-submit-with-message';

interface NewPasswordValues {
  password: string;
  passwordRepeat: string;
}

export function Component() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const submitWithMessage = useSubmitWithMessage();
  const form = useForm<NewPasswordValues>({ resolver: zodResolver(newPasswordFormSchema), defaultValues: { password: '', passwordRepeat: '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    const answer = await submitWithMessage(reset.mutateAsync({ token, password }));
    if (answer) {
      await navigate(paths.login);
      await showMessage({ text: answer.message });
    }
  });

  return (
    <section className="prose account-page" aria-labelledby="reset-title">
      <h1 id="reset-title">{t('account.reset.title')}</h1>
      <form onSubmit={(event) => void submit(event)} noValidate className="form">
        <NewPasswordFields
          idPrefix="reset"
          labels="newPassword"
          password={form.register('password')}
          repeat={form.register('passwordRepeat')}
          errors={{ password: errors.password?.message, repeat: errors.passwordRepeat?.message }}
        />
        <button type="submit" className="button button--primary button--large">
          {t('account.reset.submit')}
        </button>
      </form>
    </section>
  );
}
