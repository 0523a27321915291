import { useTranslation } from 'react-i18next';
import { Link, redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';
import { getAccessToken } from '../../lib/auth/session';
import { queryClient } from '../../lib/query-client';
import { administrationQuery, useAdministration } from './api/get-administration';
import { AppointmentsEditor } from './components/appointments-editor';
import { EntryModeration } from './components/entry-moderation';
import { PageDataForm } from './components/page-data-form';
import { PortraitForm } from './components/portrait-form';
import { StartBookButton } from './components/start-book-button';
import { memorialPagePath } from './memorial-paths';
import './memorial.css';

export async function loader({ params, request }: LoaderFunctionArgs) {
  if (!getAccessToken()) throw redirect(`${paths.login}?ziel=${encodeURIComponent(new URL(request.url).pathname)}`);
  await queryClient.ensureQueryData(administrationQuery(params.pageId ?? ''));
  return null;
}

/** /gedenkseite/{id}/verwalten: the administrator approves entries, edits the page, and may start a book. */
export function Component() {
  const { t } = useTranslation();
  const { pageId = '' } = useParams();
  const administration = useAdministration(pageId);
  const { page } = administration;
  const waiting = administration.entries.filter((entry) => !entry.visible).length;
  const name = `${page.firstNames} ${page.lastName}`;
  return (
    <article className="prose memorial-admin" aria-labelledby="admin-title">
      <p>
        <Link to={memorialPagePath(pageId)}>{t('memorial.admin.toPublicPage')}</Link>
      </p>
      <h1 id="admin-title">{t('memorial.admin.title', { name })}</h1>
      <div className="memorial-admin__book">
        <p>{t('memorial.admin.bookText')}</p>
        <StartBookButton pageId={pageId} />
      </div>
      <section aria-labelledby="entries-title">
        <h2 id="entries-title">{t('memorial.admin.entries', { count: waiting })}</h2>
        <EntryModeration pageId={pageId} entries={administration.entries} />
      </section>
      <section aria-labelledby="data-title">
        <h2 id="data-title">{t('memorial.admin.data')}</h2>
        <PageDataForm pageId={pageId} page={page} />
      </section>
      <section aria-labelledby="appointments-admin-title">
        <h2 id="appointments-admin-title">{t('memorial.admin.appointments.title')}</h2>
        <p>{t('memorial.admin.appointments.text')}</p>
        <AppointmentsEditor pageId={pageId} appointments={administration.appointments} showLabels={page.showPublicPrivateLabels} />
      </section>
      <section aria-labelledby="portrait-title">
        <h2 id="portrait-title">{t('memorial.admin.portrait.title')}</h2>
        <PortraitForm pageId={pageId} portraitSrc={administration.portraitSrc} name={name} />
      </section>
    </article>
  );
}
