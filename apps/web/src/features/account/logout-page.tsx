import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { clearSession, getAccessToken } from '../../lib/auth/session';
import { paths } from '../../config/paths';

/** SPEC.md: /logout logs out and goes to /. Signed in with the issuer, it asks there first. */
export async function loader() {
  if (!getAccessToken()) return redirect(paths.home);
  try {
    const { signOut } = await import('../../lib/auth/oidc-client');
    await signOut();
    return null;
  } catch {
    clearSession();
    return redirect(paths.home);
  }
}

export function Component() {
  const { t } = useTranslation();
  return <p>{t('account.logout.busy')}</p>;
}
