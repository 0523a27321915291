import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useLoaderData, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { destinationAfterSignIn } from '../../lib/auth/after-registration';
import type { SignInOutcome } from '../../lib/auth/oidc-client';
import { forgetSignIn } from '../../lib/auth/session';
import { whileBusy } from '../../lib/busy';

/** The issuer sends the browser back here with a code; the loader runs once per visit. */
export async function loader() {
  try {
    const { completeSignIn } = await import('../../lib/auth/oidc-client');
    const outcome = await completeSignIn();
    return outcome.kind === 'back' ? redirect(outcome.returnUrl) : outcome;
  } catch {
    return { kind: 'failed' } satisfies SignInOutcome;
  }
}

// The user is loaded (and the way on decided) once per sign-in, even if the page's effect runs twice (React's strict mode).
let loadingUser: Promise<string> | undefined;

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const outcome = useLoaderData<SignInOutcome>();
  const [failure, setFailure] = useState<'sign-in' | 'user' | null>(outcome.kind === 'failed' ? 'sign-in' : null);
  const returnUrl = outcome.kind === 'signed-in' ? outcome.returnUrl : paths.home;

  useEffect(() => {
    if (outcome.kind !== 'signed-in') return;
    // SPEC.md: 'Benutzer wird geladen' while the user is loaded after sign-in.
    loadingUser ??= import('../../lib/auth/oidc-client')
      .then(({ loadSignedInUser }) => whileBusy(loadSignedInUser(), t('account.login.loadingUser')))
      // Someone who registered on the shared-book landing goes on to the shared book (lib/auth/after-registration.ts).
      .then((user) => destinationAfterSignIn(returnUrl, user));
    loadingUser.then(
      (destination) => void navigate(destination, { replace: true }),
      () => {
        // Half signed in helps nobody: the sign-in is forgotten here; signing in again is quick.
        forgetSignIn();
        setFailure('user');
      },
    );
  }, [outcome.kind, returnUrl, navigate, t]);

  if (!failure) return <p>{t('app.loading')}</p>;
  return (
    <section className="prose notice-page" aria-labelledby="signin-failed">
      <h1 id="signin-failed">{t('account.login.failedTitle')}</h1>
      <p role="alert">{failure === 'user' ? t('account.login.unreachable') : t('account.login.failedText')}</p>
      <p className="notice-page__actions">
        <Link to={returnUrl === paths.home ? paths.login : `${paths.login}?ziel=${encodeURIComponent(returnUrl)}`} className="button button--primary">
          {t('account.login.again')}
        </Link>
      </p>
    </section>
  );
}
