import { registrationFormSchema, type RegistrationForm as RegistrationValues } from '@eb/api-contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api/api-client';
import { rememberAfterRegistration } from '../../../lib/auth/after-registration';
import { serverMessageOf } from '../../../lib/api/server-message';
import { whileBusy } from '../../../lib/busy';
import { showMessage } from '../../../lib/message-box';
import { useRegister } from '../api/register';
import { FormField } from './form-field';
import { NewPasswordFields } from './new-password-fields';
import { PrivacyDialog } from './privacy-dialog';

const EMPTY: RegistrationValues = { email: '', account: '', password: '', passwordRepeat: '', isDataStoragePermitted: false };

interface RegistrationFormProps {
  privacyText: ReactNode;
  /**
   * A page with a purpose (the shared-book landing): where the new account goes after its first sign-in
   * on this device, until when, and a sentence for the message after registering that says so.
   */
  continueAfterSignIn?: { path: string; until: string; note: string };
}

/** SPEC.md: e-mail, login name, password twice, consent whose label opens the privacy text. */
export function RegistrationForm({ privacyText, continueAfterSignIn }: RegistrationFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const registration = useRegister();
  const [showPrivacy, setShowPrivacy] = useState(false);
  const form = useForm<RegistrationValues>({ resolver: zodResolver(registrationFormSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ passwordRepeat: _repeat, ...request }) => {
    try {
      const answer = await whileBusy(registration.mutateAsync({ ...request, isDataStoragePermitted: true }));
      if (continueAfterSignIn) {
        const { path, until } = continueAfterSignIn;
        rememberAfterRegistration({ path, until, account: request.account, email: request.email });
      }
      await navigate(paths.login);
      await showMessage({ title: t('account.register.doneTitle'), text: continueAfterSignIn ? `${answer.message} ${continueAfterSignIn.note}` : answer.message });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        const field = error.body?.code === 'ACCOUNT_TAKEN' ? 'account' : 'email';
        form.setError(field, { message: error.message }, { shouldFocus: true });
        return;
      }
      // The server knows more common passwords than the browser's short list: shown at the field too.
      if (error instanceof ApiRequestError && error.body?.code === 'PASSWORD_TOO_COMMON') {
        form.setError('password', { message: error.message }, { shouldFocus: true });
        return;
      }
      await showMessage({ text: serverMessageOf(error) ?? t('account.genericError') });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="form">
      <FormField id="register-email" label={t('account.fields.email')} type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      <FormField
        id="register-account"
        label={t('account.fields.account')}
        hint={t('account.fields.accountHint')}
        autoComplete="username"
        error={errors.account?.message}
        {...form.register('account')}
      />
      <NewPasswordFields
        idPrefix="register"
        labels="password"
        password={form.register('password')}
        repeat={form.register('passwordRepeat')}
        errors={{ password: errors.password?.message, repeat: errors.passwordRepeat?.message }}
      />
      <div className="form-field form-field--checkbox">
        <input
          id="register-consent"
          type="checkbox"
          aria-invalid={errors.isDataStoragePermitted ? true : undefined}
          aria-describedby={errors.isDataStoragePermitted ? 'register-consent-error' : undefined}
          {...form.register('isDataStoragePermitted')}
        />
        <label htmlFor="register-consent">
          {t('account.register.consentBefore')}{' '}
          <button type="button" className="button--link" onClick={() => setShowPrivacy(true)}>
            {t('account.register.consentLink')}
          </button>{' '}
          {t('account.register.consentAfter')}
        </label>
        {errors.isDataStoragePermitted && (
          <p id="register-consent-error" className="form-field__error">
            {errors.isDataStoragePermitted.message}
          </p>
        )}
      </div>
      <button type="submit" className="button button--primary button--large">
        {t('account.register.submit')}
      </button>
      {showPrivacy && <PrivacyDialog onClose={() => setShowPrivacy(false)}>{privacyText}</PrivacyDialog>}
    </form>
  );
}
