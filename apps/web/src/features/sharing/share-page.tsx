import { SHARE_MESSAGE_MAX, shareRequestSchema, type Book } from '@eb/api-contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormMessages } from '../../components/ui/form-messages';
import { paths } from '../../config/paths';
import { sessionStore } from '../../lib/auth/session';
import { whileBusy } from '../../lib/busy';
import { formatGermanDate } from '../../lib/dates';
import { showMessage } from '../../lib/message-box';
import { useShareBook } from './api/share-book';
import { SharePreview } from './components/share-preview';
import { shareErrorText } from './model/share-errors';
import './sharing.css';

/** SPEC.md section 2: temporary or unconfirmed users are sent to the book list (the route's loader asks first). */
export function redirectWhoMayNotShare(): Response | null {
  const { user } = sessionStore.get();
  return !user || user.isTemporary || !user.isEmailConfirmed ? redirect(paths.books) : null;
}

type ShareValues = z.input<typeof shareRequestSchema>;
const EMPTY: ShareValues = { email: '', userName: '', text: '' };

/**
 * /teilen/{bookId}: the recipient's address, the sharer's name and a message; the mail carries a
 * single-use link. The route (app/routes/share-page.tsx) loads the book from the books feature.
 */
export function SharePage({ book }: { book: Book }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const share = useShareBook(book.pk);
  const form = useForm<ShareValues, unknown, z.output<typeof shareRequestSchema>>({ resolver: zodResolver(shareRequestSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const messageLength = (useWatch({ control: form.control, name: 'text' }) ?? '').length;

  const submit = form.handleSubmit(async (request) => {
    let text: string;
    try {
      const answer = await whileBusy(share.mutateAsync(request), t('sharing.busy'));
      text = t('sharing.sent', { name: book.description, email: request.email, date: formatGermanDate(answer.linkValidUntil) });
    } catch (error) {
      text = shareErrorText(error);
    }
    // SPEC.md: either way the message box, and back to the book list.
    await navigate(paths.books);
    await showMessage({ text });
  });

  return (
    <article className="share-page" aria-labelledby="share-heading">
      <header className="share-page__head">
        <p className="eyebrow">{t('sharing.title')}</p>
        <h1 id="share-heading">{t('sharing.heading', { name: book.description })}</h1>
        <p className="lead">{t('sharing.lead')}</p>
      </header>
      <SharePreview src={book.previewImageUrl} name={book.description} />
      <form onSubmit={(event) => void submit(event)} noValidate className="form share-page__form">
        <div className="form-field">
          <label htmlFor="share-email">{t('sharing.email')}</label>
          <input id="share-email" type="email" autoComplete="off" aria-invalid={errors.email ? true : undefined} {...form.register('email')} />
        </div>
        <div className="form-field">
          <label htmlFor="share-name">{t('sharing.name')}</label>
          <p id="share-name-hint" className="form-field__hint">
            {t('sharing.nameHint')}
          </p>
          <input id="share-name" autoComplete="name" aria-describedby="share-name-hint" aria-invalid={errors.userName ? true : undefined} {...form.register('userName')} />
        </div>
        <div className="form-field">
          <label htmlFor="share-message">{t('sharing.message')}</label>
          <textarea id="share-message" rows={5} aria-describedby="share-message-count" aria-invalid={errors.text ? true : undefined} {...form.register('text')} />
          <p id="share-message-count" className={messageLength > SHARE_MESSAGE_MAX ? 'form-field__count form-field__count--over' : 'form-field__count'}>
            {t('sharing.messageCount', { length: messageLength, max: SHARE_MESSAGE_MAX })}
          </p>
        </div>
        <FormMessages messages={[errors.email?.message, errors.userName?.message, errors.text?.message]} />
        <div className="share-page__actions">
          <button type="submit" className="button button--primary button--large">
            {t('sharing.submit')}
          </button>
          <Link to={paths.books} className="button button--secondary button--large">
            {t('sharing.cancel')}
          </Link>
        </div>
      </form>
    </article>
  );
}
