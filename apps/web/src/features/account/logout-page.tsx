import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { forgetSignIn, getAccessToken } from '../../lib/auth/session';
import { paths } from '../../config/paths';

/** SPEC.md: /logout logs out and goes to /. The issuer ends its session too, without asking. */
export async function loader() {
  if (!getAccessToken()) return redirect(paths.home);
  try {
    const { signOut } = await import('../../lib/auth/oidc-client');
    await signOut();
    return null;
  } catch {
    // The issuer cannot be reached: at least this browser forgets the sign-in.
    forgetSignIn();
    return redirect(paths.home);
  }
}

export function Component() {
  const { t } = useTranslation();
  return <p>{t('account.logout.busy')}</p>;
}
