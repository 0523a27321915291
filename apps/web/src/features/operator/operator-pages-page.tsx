import { useTranslation } from 'react-i18next';
import { Link, redirect, type LoaderFunctionArgs } from 'react-router';
import { BackOfficeNav } from '../../components/ui/back-office-nav';
import { paths } from '../../config/paths';
import { getAccessToken } from '../../lib/auth/session';
import { formatGermanDate } from '../../lib/dates';
import { queryClient } from '../../lib/query-client';
import { operatorPagesQuery, useOperatorPages } from './api/operator-memorial-pages';
import { CreatePageForm } from './create-page-form';
import { FuneralDirectorForm } from './funeral-director-form';
import { KnownCompanies } from './known-companies';
import { PageCompanyForm } from './page-company-form';
import './operator.css';

export async function loader({ request }: LoaderFunctionArgs) {
  if (!getAccessToken()) throw redirect(`${paths.login}?ziel=${encodeURIComponent(new URL(request.url).pathname)}`);
  await queryClient.ensureQueryData(operatorPagesQuery());
  return null;
}

/** /betrieb/gedenkseiten: the shop's staff create memorial pages and hand them to a family member. */
export function Component() {
  const { t } = useTranslation();
  const pages = useOperatorPages();
  return (
    <article className="prose" aria-labelledby="operator-title">
      <BackOfficeNav />
      <h1 id="operator-title">{t('operator.title')}</h1>
      <section aria-labelledby="operator-create">
        <h2 id="operator-create">{t('operator.newPage')}</h2>
        <p>{t('operator.newPageText')}</p>
        <KnownCompanies pages={pages} />
        <CreatePageForm />
      </section>
      <section aria-labelledby="operator-list">
        <h2 id="operator-list">{t('operator.allPages', { count: pages.length })}</h2>
        <table className="price-table">
          <thead>
            <tr>
              <th scope="col">{t('operator.columns.name')}</th>
              <th scope="col">{t('operator.columns.died')}</th>
              <th scope="col">{t('operator.columns.administrator')}</th>
              <th scope="col">{t('operator.columns.company')}</th>
              <th scope="col">{t('operator.columns.waiting')}</th>
            </tr>
          </thead>
          <tbody>
            {pages.map((page) => (
              <tr key={page.id}>
                <th scope="row">
                  <Link to={`/gedenkseite/${encodeURIComponent(page.id)}`}>{page.description}</Link>
                </th>
                <td data-label={t('operator.columns.died')}>{formatGermanDate(page.dateOfDeath)}</td>
                <td data-label={t('operator.columns.administrator')}>{page.administratorEmail ?? '–'}</td>
                <td data-label={t('operator.columns.company')}>
                  <PageCompanyForm page={page} />
                </td>
                <td data-label={t('operator.columns.waiting')}>{page.waitingEntries}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="operator-director">
        <h2 id="operator-director">{t('operator.director.heading')}</h2>
        <p>{t('operator.director.text')}</p>
        <FuneralDirectorForm />
      </section>
    </article>
  );
}
