import { useEffect, useRef } from 'react';
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

/** Uses a mailed link's token once and names the outcome. */
export async function applyLinkToken(call: (token: string) => Promise<{ message: string }>, token: string, doneTitleKey: string): Promise<LinkResult> {
  try {
    const answer = await call(token);
    return { confirmed: true, message: answer.message, titleKey: doneTitleKey };
  } catch (error) {
    // A used or expired link, a memorial page's administrator (409), too many attempts: the server's words.
    return { confirmed: false, message: serverMessageOf(error), titleKey: 'account.confirm.failedTitle' };
  }
}

/**
 * A mailed link whose use is harmless (confirming an address) is used in the route's loader, which
 * runs once per visit. An irreversible one (deleting the account) waits for a click instead.
 */
export function linkLoader(call: (token: string) => Promise<{ message: string }>, doneTitleKey: string) {
  return ({ params }: LoaderFunctionArgs): Promise<LinkResult> => applyLinkToken(call, params.token ?? '', doneTitleKey);
}

interface LinkConfirmationProps {
  next: { to: string; labelKey: string };
  /** After success, go on by itself (account deletion: logged out after 4 s, SPEC.md). */
  leaveAfterMs?: number;
  onLeave?: () => void;
}

/** The outcome of a link used by the route's loader. */
export function LinkConfirmation(props: LinkConfirmationProps) {
  return <LinkOutcome {...props} result={useLoaderData<LinkResult>()} />;
}

/** A link's outcome: its title, the server's words (or a general sentence), and the way on. */
export function LinkOutcome({ next, leaveAfterMs, onLeave, result, focus = false }: LinkConfirmationProps & { result: LinkResult; focus?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  // Shown after a click on the same page: screen readers and keyboards start at the new heading.
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
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
      <h1 id="link-title" ref={heading} tabIndex={-1}>
        {t(result.titleKey)}
      </h1>
      <p role={result.confirmed ? undefined : 'alert'}>{result.message ?? t('account.genericError')}</p>
      <p className="notice-page__actions">
        <Link to={next.to} className="button button--primary">
          {t(next.labelKey)}
        </Link>
      </p>
    </section>
  );
}
