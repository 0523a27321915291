import { useTranslation } from 'react-i18next';
import { Link, redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';
import { getAccessToken } from '../../lib/auth/session';
import { queryClient } from '../../lib/query-client';
import { administrationQuery, useAdministration } from './api/get-administration';
import { EntryModeration } from './components/entry-moderation';
import { PageDataForm } from './components/page-data-form';
import './memorial.css';

export async function loader({ params, request }: LoaderFunctionArgs) {
  if (!getAccessToken()) throw redirect(`${paths.login}?ziel=${encodeURIComponent(new URL(request.url).pathname)}`);
  await queryClient.ensureQueryData(administrationQuery(params.pageId ?? ''));
  return null;
}

/** /gedenkseite/{id}/verwalten: the administrator approves entries and edits the page. */
export function Component() {
  const { t } = useTranslation();
  const { pageId = '' } = useParams();
  const administration = useAdministration(pageId);
  const waiting = administration.entries.filter((entry) => !entry.visible).length;
  return (
    <article className="prose memorial-admin" aria-labelledby="admin-title">
      <p>
        <Link to={`/gedenkseite/${encodeURIComponent(pageId)}`}>{t('memorial.admin.toPublicPage')}</Link>
      </p>
      <h1 id="admin-title">{t('memorial.admin.title', { name: `${administration.page.firstNames} ${administration.page.lastName}` })}</h1>
      <section aria-labelledby="entries-title">
        <h2 id="entries-title">{t('memorial.admin.entries', { count: waiting })}</h2>
        <EntryModeration pageId={pageId} entries={administration.entries} />
      </section>
      <section aria-labelledby="data-title">
        <h2 id="data-title">{t('memorial.admin.data')}</h2>
        <PageDataForm pageId={pageId} page={administration.page} />
      </section>
    </article>
  );
}
