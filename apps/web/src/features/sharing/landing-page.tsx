import type { SharedBookInfo } from '@eb/api-contract';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useLoaderData, useNavigate, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { paths, tokenPath } from '../../config/paths';
import { getAccessToken } from '../../lib/auth/session';
import { ensureSomeUser } from '../../lib/auth/temporary-user';
import { whileBusy } from '../../lib/busy';
import { formatGermanDate } from '../../lib/dates';
import { showMessage } from '../../lib/message-box';
import { getSharedBookInfo } from './api/get-shared-book-info';
import { landingErrorText } from './model/share-errors';
import './sharing.css';

/** The tab the landing shows: sign-in unless the link asks for registration. */
const REGISTER_TAB = 'registrieren';

/**
 * /geteiltes-buch/{token}: who shares which book; with a session (trial or registered) straight on
 * to the confirmation. An unusable link — asked first, so a used one says so to everyone alike: SPEC.md
 * section 8's message, 'Verstanden', the start page.
 */
export async function landingLoader({ params, request }: LoaderFunctionArgs): Promise<SharedBookInfo> {
  const token = params.token ?? '';
  let info: SharedBookInfo;
  try {
    info = await getSharedBookInfo(token, request.signal);
  } catch (error) {
    if (request.signal.aborted) throw error;
    void showMessage({
      text: landingErrorText(error),
      buttons: [{ label: i18next.t('sharing.landing.understood'), value: 'ok', primary: true }],
    });
    throw redirect(paths.home);
  }
  if (getAccessToken()) throw redirect(tokenPath(paths.confirmShare, token));
  return info;
}

interface LandingProps {
  /**
   * The registration form of the account feature, composed by the route (features stay apart).
   * Given where the new account goes after its first sign-in on this device: this book's confirmation, while the link lasts.
   */
  renderRegistrationForm: (continueAfterSignIn: { path: string; until: string; note: string }) => ReactNode;
  /** The account feature's sign-in panel, leading back to this book's confirmation. */
  renderLoginPanel: (returnUrl: string, lead: string) => ReactNode;
}

export function SharedBookLanding({ renderRegistrationForm, renderLoginPanel }: LandingProps) {
  const { t } = useTranslation();
  const info = useLoaderData<SharedBookInfo>();
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const registering = search.get('konto') === REGISTER_TAB;
  const confirmPath = tokenPath(paths.confirmShare, token);

  async function startTrial() {
    try {
      // The existing anonymous sign-in (as on the interstitials): the copy then belongs to this trial user.
      await whileBusy(ensureSomeUser());
      await navigate(confirmPath, { replace: true });
    } catch {
      await showMessage({ text: t('account.genericError') });
    }
  }

  return (
    <section className="prose shared-landing" aria-labelledby="shared-title">
      <p className="eyebrow">{t('sharing.landing.title')}</p>
      <h1 id="shared-title">{t('sharing.landing.heading', { sharerName: info.sharerName })}</h1>
      <p className="lead">{t('sharing.landing.book', { name: info.bookDescription })}</p>
      {info.message && (
        <figure className="shared-landing__message">
          <figcaption>{t('sharing.landing.messageLabel', { sharerName: info.sharerName })}</figcaption>
          {/* Plain text as React text: HTML in the message shows as the characters typed. */}
          <blockquote>{info.message}</blockquote>
        </figure>
      )}
      <p>{t('sharing.landing.explain', { sharerName: info.sharerName })}</p>
      <p>{t('sharing.landing.validUntil', { date: formatGermanDate(info.linkValidUntil) })}</p>
      <aside className="trial-note" aria-labelledby="shared-trial-title">
        <h2 id="shared-trial-title">{t('sharing.landing.trialTitle')}</h2>
        <p>{t('sharing.landing.trialText')}</p>
        <button type="button" className="button button--primary button--large" onClick={() => void startTrial()}>
          {t('sharing.landing.trialButton')}
        </button>
      </aside>
      <nav className="tabs" aria-label={t('sharing.landing.tabsLabel')}>
        <Link to="?" replace className="tabs__tab" aria-current={registering ? undefined : 'page'}>
          {t('account.login.title')}
        </Link>
        <Link to={`?konto=${REGISTER_TAB}`} replace className="tabs__tab" aria-current={registering ? 'page' : undefined}>
          {t('account.register.title')}
        </Link>
      </nav>
      <div className="tabs__panel">
        {registering ? (
          <>
            <p>{t('sharing.landing.registerLead', { sharerName: info.sharerName })}</p>
            {renderRegistrationForm({
              path: confirmPath,
              until: info.linkValidUntil,
              note: t('sharing.landing.registeredNote', { sharerName: info.sharerName }),
            })}
          </>
        ) : (
          renderLoginPanel(confirmPath, t('sharing.landing.loginLead'))
        )}
      </div>
    </section>
  );
}
