import type { UserInfo } from '@eb/api-contract';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { ProfileForm } from '../../features/account/components/profile-form';
import { profileLoader } from '../../features/account/profile-loader';
import { Component as PrivacyText } from '../../features/legal/content/datenschutz-page';

export const loader = profileLoader;

/** The profile, composed here because it shows the privacy text of the legal feature. */
export function Component() {
  const { t } = useTranslation();
  const user = useLoaderData<UserInfo>();
  return (
    <section className="prose account-page" aria-labelledby="profile-title">
      <h1 id="profile-title">{t('account.profile.title')}</h1>
      <p className="lead">{t('account.profile.lead')}</p>
      <ProfileForm user={user} privacyText={<PrivacyText />} />
    </section>
  );
}
