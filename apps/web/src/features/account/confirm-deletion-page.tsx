import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { forgetSignIn, getAccessToken, useSession } from '../../lib/auth/session';
import { unverifiedClaims } from '../../lib/auth/token-claims';
import { forgetLocalData } from '../../lib/local-data';
import { whileBusy } from '../../lib/busy';
import { applyUserDeletion } from './api/apply-user-deletion';
import { applyLinkToken, LinkOutcome, type LinkResult } from './components/link-confirmation';
import './confirm-deletion.css';

/** SPEC.md: after the deletion the user is logged out after 4 seconds. */
export const LOGOUT_AFTER_DELETION_MS = 4000;

/**
 * The mailed deletion link. Opening it deletes nothing: mail programs and virus scanners open links
 * on their own, so only the click on the button calls the server (an irreversible action needs a
 * person). Confirming an address (the other mailed links) is harmless and stays a plain visit.
 */
export function Component() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [result, setResult] = useState<LinkResult | null>(null);
  const [sending, setSending] = useState(false);
  // Books made for a funeral company stay with it. Only someone made a funeral director can have
  // made any; the link may be opened signed out (or by someone else), then the sentence is said anyway.
  const { user } = useSession();
  const mayHaveCompanyBooks = !user || user.isTemporary || user.isMortician || user.canBeMorticianUser;

  // The tab names the outcome, as on the other link pages (their loaders name it; this page has none).
  useEffect(() => {
    if (result) document.title = `${t(result.titleKey)} – ${t('app.name')}`;
  }, [result, t]);

  async function deleteAccount() {
    setSending(true);
    // Whose account this browser holds, read before the sign-in is forgotten.
    const subject = unverifiedClaims(getAccessToken())?.sub;
    const outcome = await whileBusy(applyLinkToken(applyUserDeletion, token, 'account.profile.deletedTitle'), t('account.deletion.busy'));
    // The account is gone: so are the editor's drafts and upload copies this browser kept of it.
    if (outcome.confirmed) await forgetLocalData(typeof subject === 'string' ? subject : null);
    setResult(outcome);
  }

  if (result) {
    return <LinkOutcome result={result} focus next={{ to: paths.home, labelKey: 'notFound.home' }} leaveAfterMs={LOGOUT_AFTER_DELETION_MS} onLeave={forgetSignIn} />;
  }
  return (
    <section className="prose deletion-confirm" aria-labelledby="deletion-title">
      <h1 id="deletion-title">{t('account.deletion.title')}</h1>
      <p className="lead">{t('account.deletion.lead')}</p>
      <h2 className="deletion-confirm__subtitle">{t('account.deletion.whatHappens')}</h2>
      <ul className="deletion-confirm__list">
        <li>{t('account.deletion.account')}</li>
        <li>{t('account.deletion.books')}</li>
        {mayHaveCompanyBooks && <li>{t('account.deletion.companyBooks')}</li>}
        <li>
          {t('account.deletion.records')}{' '}
          <Link to={`${paths.legal.privacy}#speicherdauer`}>{t('account.deletion.recordsLink')}</Link>
        </li>
      </ul>
      <p className="deletion-confirm__final">{t('account.deletion.final')}</p>
      <div className="deletion-confirm__actions">
        <button type="button" className="button button--primary button--large deletion-confirm__button" disabled={sending} onClick={() => void deleteAccount()}>
          {t('account.deletion.confirm')}
        </button>
        <Link to={paths.home} className="button button--secondary button--large deletion-confirm__button">
          {t('account.deletion.keep')}
        </Link>
      </div>
      <p className="deletion-confirm__note">{t('account.deletion.keepNote')}</p>
    </section>
  );
}
