import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="prose notice-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p className="notice-page__actions">
        <Link to={paths.home} className="button button--primary">
          {t('notFound.home')}
        </Link>
        <Link to={paths.selection.root} className="button button--secondary">
          {t('notFound.start')}
        </Link>
      </p>
    </section>
  );
}
