import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { RegistrationForm } from '../../features/account/components/registration-form';
import { Component as PrivacyText } from '../../features/legal/content/datenschutz-page';

/** Registration, composed here because it shows the privacy text of the legal feature. */
export function Component() {
  const { t } = useTranslation();
  return (
    <section className="prose account-page" aria-labelledby="register-title">
      <h1 id="register-title">{t('account.register.title')}</h1>
      <p className="lead">{t('account.register.lead')}</p>
      <RegistrationForm privacyText={<PrivacyText />} />
      <p className="account-page__switch">
        {t('account.register.haveAccount')} <Link to={paths.login}>{t('account.register.toLogin')}</Link>
      </p>
    </section>
  );
}
