import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth/session';
import '../sharing.css';

/**
 * Above the editor on a shared book's copy: a trial recipient learns that registering keeps the book
 * (registration keeps the same user, so the copy stays theirs). Nothing for anyone registered.
 */
export function SharedBookNote() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user?.isTemporary) return null;
  return (
    <aside className="shared-book-note" aria-label={t('sharing.editor.register')}>
      <p>{t('sharing.editor.trialNote')}</p>
      <Link to={paths.register} className="button button--secondary">
        {t('sharing.editor.register')}
      </Link>
    </aside>
  );
}
