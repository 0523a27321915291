import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';
import { ApiRequestError } from '../../lib/api/api-client';
import { confirmRegistration } from './api/confirm-registration';

interface ConfirmationResult {
  confirmed: boolean;
  message: string | null;
}

/** The link works once, so it is called in the loader, which runs once per visit. */
export async function loader({ params }: LoaderFunctionArgs): Promise<ConfirmationResult> {
  try {
    const answer = await confirmRegistration(params.token ?? '');
    return { confirmed: true, message: answer.message };
  } catch (error) {
    return { confirmed: false, message: error instanceof ApiRequestError && error.status === 400 ? error.message : null };
  }
}

export function Component() {
  const { t } = useTranslation();
  const result = useLoaderData<ConfirmationResult>();
  return (
    <section className="prose notice-page" aria-labelledby="confirm-title">
      <h1 id="confirm-title">{t(result.confirmed ? 'account.confirm.doneTitle' : 'account.confirm.failedTitle')}</h1>
      <p role={result.confirmed ? undefined : 'alert'}>{result.message ?? t('account.genericError')}</p>
      <p className="notice-page__actions">
        <Link to={paths.login} className="button button--primary">
          {t('account.confirm.toLogin')}
        </Link>
      </p>
    </section>
  );
}
