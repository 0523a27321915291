import { profileFormMessages, type UserInfo } from '@eb/api-contract';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { showMessage } from '../../../lib/message-box';
import { useChangeUserData } from '../api/change-user-data';
import { useRequestDeletion } from '../api/request-deletion';
import { useSubmitWithMessage } from '../../../lib/use-submit-with-message';
import { FormField } from './form-field';
import { NewPasswordFields } from './new-password-fields';
import { PrivacyDialog } from './privacy-dialog';
import { FormMessages } from '../../../components/ui/form-messages';

interface ProfileValues {
  email: string;
  currentPassword: string;
  newPassword: string;
  newPasswordRepeat: string;
  isDataStoragePermitted: boolean;
}

/** SPEC.md 'benutzerprofil': every rule of section 5 as one list of messages above the buttons. */
export function ProfileForm({ user, privacyText }: { user: UserInfo; privacyText: ReactNode }) {
  const { t } = useTranslation();
  const changeData = useChangeUserData();
  const deletion = useRequestDeletion();
  const submitWithMessage = useSubmitWithMessage();
  const [messages, setMessages] = useState<string[]>([]);
  const [showPrivacy, setShowPrivacy] = useState(false);
  const empty: ProfileValues = { email: user.email ?? '', currentPassword: '', newPassword: '', newPasswordRepeat: '', isDataStoragePermitted: true };
  const form = useForm<ProfileValues>({ defaultValues: empty });

  const submit = form.handleSubmit(async (values) => {
    const found = profileFormMessages(values, user.email ?? '');
    setMessages(found);
    if (found.length > 0) return;
    const passwordChange = values.currentPassword && values.newPassword;
    const answer = await submitWithMessage(
      changeData.mutateAsync({
        email: values.email.trim(),
        // SPEC.md: without both passwords the new password is sent as null.
        newPassword: passwordChange ? values.newPassword : null,
        isDataStoragePermitted: true,
        currentPassword: values.currentPassword || null,
      }),
      t('account.profile.busy'),
    );
    if (answer) {
      form.reset({ ...empty, email: values.email.trim() });
      await showMessage({ text: answer.message });
    }
  });

  async function deleteAccount() {
    const answer = await showMessage({
      text: t('account.profile.deleteQuestion'),
      buttons: [
        { label: t('account.profile.deleteConfirm'), value: 'delete' },
        { label: t('account.profile.deleteCancel'), value: 'cancel', primary: true },
      ],
    });
    if (answer !== 'delete') return;
    const result = await submitWithMessage(deletion.mutateAsync(), t('account.forgot.busy'));
    if (result) await showMessage({ text: result.message });
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="form">
      <div className="form-field">
        <label htmlFor="profile-account">{t('account.fields.account')}</label>
        <input id="profile-account" value={user.account ?? ''} readOnly aria-readonly="true" className="input--readonly" />
      </div>
      <FormField id="profile-email" label={t('account.fields.email')} type="email" autoComplete="email" {...form.register('email')} />
      <FormField
        id="profile-current-password"
        label={t('account.fields.currentPassword')}
        hint={t('account.profile.currentPasswordHint')}
        type="password"
        autoComplete="current-password"
        {...form.register('currentPassword')}
      />
      <NewPasswordFields idPrefix="profile-new" labels="newPassword" password={form.register('newPassword')} repeat={form.register('newPasswordRepeat')} />
      <div className="form-field form-field--checkbox">
        <input id="profile-consent" type="checkbox" {...form.register('isDataStoragePermitted')} />
        <label htmlFor="profile-consent">
          {t('account.register.consentBefore')}{' '}
          <button type="button" className="button--link" onClick={() => setShowPrivacy(true)}>
            {t('account.register.consentLink')}
          </button>{' '}
          {t('account.register.consentAfter')} <Link to={paths.legal.objection}>{t('account.profile.withdraw')}</Link>
        </label>
      </div>
      <FormMessages messages={messages} />
      <div className="form-actions">
        <button type="submit" className="button button--primary button--large">
          {t('account.profile.submit')}
        </button>
        <button type="button" className="button button--secondary button--large" onClick={() => void deleteAccount()}>
          {t('account.profile.delete')}
        </button>
      </div>
      {showPrivacy && <PrivacyDialog onClose={() => setShowPrivacy(false)}>{privacyText}</PrivacyDialog>}
    </form>
  );
}
