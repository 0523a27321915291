import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../../config/paths';
import { serverMessageOf } from '../../../lib/api/server-message';

export interface LinkResult {
  confirmed: boolean;
  message: string | null;
  /** The page's title follows the outcome (the tab names a failure as one); see use-document-title. */
  titleKey: string;
}

/** A mailed link works once, so it is called in the route's loader, which runs once per visit. */
export function linkLoader(call: (token: string) => Promise<{ message: string }>, doneTitleKey: string) {
  return async ({ params }: LoaderFunctionArgs): Promise<LinkResult> => {
    try {
      const answer = await call(params.token ?? '');
      return { confirmed: true, message: answer.message, titleKey: doneTitleKey };
    } catch (error) {
      // A used or expired link, a memorial page's administrator (409), too many attempts: the server's words.
      return { confirmed: false, message: serverMessageOf(error), titleKey: 'account.confirm.failedTitle' };
    }
  };
}

interface LinkConfirmationProps {
  next: { to: string; labelKey: string };
  /** After success, go on by itself (account deletion: logged out after 4 s, SPEC.md). */
  leaveAfterMs?: number;
  onLeave?: () => void;
}

export function LinkConfirmation({ next, leaveAfterMs, onLeave }: LinkConfirmationProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const result = useLoaderData<LinkResult>();
  useEffect(() => {
    if (!result.confirmed || leaveAfterMs == null) return;
    const timer = setTimeout(() => {
      onLeave?.();
      void navigate(paths.home);
    }, leaveAfterMs);
    return () => clearTimeout(timer);
  }, [result.confirmed, leaveAfterMs, navigate, onLeave]);
  return (
    <section className="prose notice-page" aria-labelledby="link-title">
      <h1 id="link-title">{t(result.titleKey)}</h1>
      <p role={result.confirmed ? undefined : 'alert'}>{result.message ?? t('account.genericError')}</p>
      <p className="notice-page__actions">
        <Link to={next.to} className="button button--primary">
          {t(next.labelKey)}
        </Link>
      </p>
    </section>
  );
}
