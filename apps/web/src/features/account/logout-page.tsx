import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { forgetSignIn, getAccessToken } from '../../lib/auth/session';
import { unverifiedClaims } from '../../lib/auth/token-claims';
import { forgetLocalData } from '../../lib/local-data';
import { paths } from '../../config/paths';

/** SPEC.md: /logout logs out and goes to /. The issuer ends its session too, without asking. */
export async function loader() {
  const token = getAccessToken();
  if (!token) return redirect(paths.home);
  // Signing out on purpose (not a token that ran out): the editor's drafts and upload copies of this person go too.
  const subject = unverifiedClaims(token)?.sub;
  await forgetLocalData(typeof subject === 'string' ? subject : null);
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
