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
    <aside className="shared-book-note" aria-label={t('sharing.editor.noteLabel')}>
      <p>
        <span className="shared-book-note__long">{t('sharing.editor.trialNote')}</span>
        {/* On a phone the editor needs the height: the gist in one short line; screen readers read the long one. */}
        <span className="shared-book-note__short" aria-hidden="true">
          {t('sharing.editor.trialNoteShort')}
        </span>
      </p>
      <Link to={paths.register} className="button button--secondary">
        {t('sharing.editor.register')}
      </Link>
    </aside>
  );
}
