import type { UserInfo } from '@eb/api-contract';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { redirect, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';
import { ApiRequestError } from '../../lib/api/api-client';
import { clearSession, sessionStore } from '../../lib/auth/session';
import { showMessage } from '../../lib/message-box';
import { useSubmitWithMessage } from '../../lib/use-submit-with-message';
import { getAdministeredPages } from './api/get-administered-pages';
import { getMemorialPage } from './api/get-memorial-page';
import { startTrialFromPage } from './api/start-trial-from-page';
import { takeOverPage } from './api/take-over-page';
import { memorialAdministrationPath, memorialTakeoverPath } from './memorial-paths';

/** SPEC.md 'Memorial-page entry': /buecher if the user has books, else the start page. */
const afterTakeover = (user: UserInfo | null) => (user?.hasBooks ? paths.books : paths.home);

/**
 * Attaches the page to the user and moves on: a visitor without an account starts a trial access
 * with the page attached; someone signed in takes it over. The page's own administrator (who signs
 * in here, e.g. from the operator's mail) goes to its administration instead.
 */
async function attachAndGo(pageId: string): Promise<string> {
  const { token, user } = sessionStore.get();
  if (!token) {
    const trial = await startTrialFromPage(pageId);
    if (trial.message) void showMessage({ text: trial.message });
    return afterTakeover(trial.user);
  }
  if (user && !user.isTemporary && (await getAdministeredPages()).some((page) => page.id === pageId)) return memorialAdministrationPath(pageId);
  const answer = await takeOverPage(pageId);
  void showMessage({ text: answer.message });
  // The takeover reloaded the user.
  return afterTakeover(sessionStore.get().user ?? user);
}

/**
 * /login/{memorialPageId} (SPEC.md 'Memorial-page entry' and 'login/{memorialPageId}'): someone
 * signed in takes the page over at once. Anyone else sees the login page for this memorial page:
 * sign in (administrators, returning families) or begin without an account. A temporary user is
 * signed out first, unless they already made books, which must not be lost.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const pageId = params.memorialPageId ?? '';
  const { token, user } = sessionStore.get();
  try {
    if (token && user && (!user.isTemporary || user.hasBooks)) return redirect(await attachAndGo(pageId));
    if (user?.isTemporary) clearSession();
    const page = await getMemorialPage(pageId);
    return { pageId, name: page.data.fullName.value };
  } catch (error) {
    void showMessage({ text: error instanceof ApiRequestError ? error.message : i18next.t('account.genericError') });
    return redirect(paths.home);
  }
}

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submitWithMessage = useSubmitWithMessage();
  const { pageId, name } = useLoaderData<{ pageId: string; name: string | null }>();

  async function signIn() {
    const { signIn: startSignIn } = await import('../../lib/auth/oidc-client');
    // Back here after signing in: then the page is taken over for the account.
    await startSignIn(memorialTakeoverPath(pageId));
  }

  async function beginWithoutAccount() {
    const next = await submitWithMessage(attachAndGo(pageId));
    if (next) await navigate(next);
  }

  return (
    <section className="prose account-page" aria-labelledby="takeover-title">
      <h1 id="takeover-title">{name ? t('memorial.takeover.title', { name }) : t('memorial.takeover.titleUnnamed')}</h1>
      <p className="lead">{t('memorial.takeover.lead')}</p>
      <div className="form-actions">
        <button type="button" className="button button--primary button--large" onClick={() => void signIn()}>
          {t('account.login.button')}
        </button>
        <button type="button" className="button button--secondary button--large" onClick={() => void beginWithoutAccount()}>
          {t('memorial.takeover.withoutAccount')}
        </button>
      </div>
      <h2>{t('account.login.helpTitle')}</h2>
      <p>{t('memorial.takeover.help')}</p>
    </section>
  );
}
