import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from './form-field';

interface NewPasswordFieldsProps {
  idPrefix: string;
  /** Registration asks for "Kennwort", the reset and profile for "Neues Kennwort". */
  labels: 'password' | 'newPassword';
  password: UseFormRegisterReturn;
  repeat: UseFormRegisterReturn;
  errors?: { password?: string | undefined; repeat?: string | undefined };
}

/** A new password and its repetition, with the length hint. */
export function NewPasswordFields({ idPrefix, labels, password, repeat, errors = {} }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        id={`${idPrefix}-password`}
        label={t(`account.fields.${labels}`)}
        hint={t('account.fields.passwordHint')}
        type="password"
        autoComplete="new-password"
        error={errors.password}
        {...password}
      />
      <FormField
        id={`${idPrefix}-password-repeat`}
        label={t(labels === 'password' ? 'account.fields.passwordRepeat' : 'account.fields.newPasswordRepeat')}
        type="password"
        autoComplete="new-password"
        error={errors.repeat}
        {...repeat}
      />
    </>
  );
}
