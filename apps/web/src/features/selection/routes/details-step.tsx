import { zodResolver } from '@hookform/resolvers/zod';
import i18next from 'i18next';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, redirect, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { bookPath, paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api/api-client';
import { refreshSessionUser } from '../../../lib/auth/refresh-user';
import { getAccessToken, useSession } from '../../../lib/auth/session';
import { temporaryUserGuard } from '../../../lib/auth/temporary-user-guard';
import { ensureSomeUser } from '../../../lib/auth/temporary-user';
import { useDesigns } from '../../../lib/api/products/get-designs';
import { useFormats } from '../../../lib/api/products/get-formats';
import { usePapers } from '../../../lib/api/products/get-papers';
import { showMessage } from '../../../lib/message-box';
import { queryClient } from '../../../lib/query-client';
import { useSubmitWithMessage } from '../../../lib/use-submit-with-message';
import { getBookDetails } from '../../../lib/api/books/get-book-details';
import { booksQuery } from '../../../lib/api/books/get-books';
import { linkableMemorialPagesQuery, useLinkableMemorialPages } from '../../../lib/api/memorial-pages/get-linkable-memorial-pages';
import { createFromSelection, withoutBookIdentity } from '../model/create-from-selection';
import { MemorialPagePicker } from '../components/memorial-page-picker';
import { RequireChoices } from '../components/require-choices';
import { SelectionSummary } from '../components/selection-summary';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { bookNameSchema, type BookNameInput } from '../model/book-name-schema';
import { DESCRIPTION_MAX_LENGTH } from '../model/selection';
import { getSelection, updateSelection, useSelection } from '../model/selection-store';
import { STEP_PATHS } from '../model/step-paths';
import { prepareStep } from './prepare-step';

interface DetailsData {
  /** Set on /auswahl/details/{bookId}: the new book comes from this template. */
  templateId: number | null;
  templateName: string | null;
}

export async function loader({ params }: LoaderFunctionArgs): Promise<DetailsData | Response> {
  const templateId = params.bookId ? Number(params.bookId) : null;
  let templateName: string | null = null;
  if (templateId != null) {
    if (!Number.isInteger(templateId) || templateId <= 0 || !getAccessToken()) return redirect(paths.books);
    try {
      // SPEC.md section 4: loading a book's details stores its choices and clears page and name.
      const [details, books] = await Promise.all([getBookDetails(templateId), queryClient.ensureQueryData(booksQuery())]);
      templateName = books.find((book) => book.pk === templateId)?.description ?? null;
      updateSelection(() => ({ ...details }));
    } catch (error) {
      void showMessage({ text: error instanceof ApiRequestError ? error.message : i18next.t('account.genericError') });
      return redirect(paths.books);
    }
  }
  await prepareStep('details');
  if (getAccessToken()) await queryClient.ensureQueryData(linkableMemorialPagesQuery()).catch(() => []);
  return { templateId, templateName };
}

export function Component() {
  return (
    <RequireChoices step="details">
      <DetailsStep />
    </RequireChoices>
  );
}

function DetailsStep() {
  const { t } = useTranslation();
  const { templateId, templateName } = useLoaderData<DetailsData>();
  const selection = useSelection();
  const { token, user } = useSession();
  const formatId = selection.formatId as number;
  const format = useFormats().find((candidate) => candidate.id === formatId);
  const design = useDesigns(formatId).find((candidate) => candidate.themeId === selection.themeId);
  const paper = usePapers(formatId).find((candidate) => candidate.id === selection.paperId);
  const linkablePages = useLinkableMemorialPages(token != null);
  const [memorialText, setMemorialText] = useState('');
  const [memorialError, setMemorialError] = useState<string>();
  const form = useForm<BookNameInput>({
    resolver: zodResolver(bookNameSchema),
    defaultValues: { description: selection.description ?? '' },
    mode: 'onChange',
  });
  const { errors, isDirty } = form.formState;
  const length = useWatch({ control: form.control, name: 'description' }).length;
  const { allowLeaving } = useLeaveGuard((isDirty || memorialText.length > 0) && !form.formState.isSubmitSuccessful, 'selection.leave');
  const navigate = useNavigate();
  const submitWithMessage = useSubmitWithMessage();

  if (!format || !design || !paper) {
    // A choice the catalogue no longer offers: back to the earliest such step, whose loader drops it.
    return <Navigate to={STEP_PATHS[!format ? 'format' : !design ? 'design' : 'paper']} replace />;
  }

  const submit = form.handleSubmit(async ({ description }) => {
    // SPEC.md section 5: text typed into the memorial field without choosing a page blocks the submit.
    if (memorialText.trim() && !selection.memorialPage) {
      setMemorialError(t('selection.details.memorialNone'));
      return;
    }
    updateSelection((current) => ({ ...current, description }));
    const target = templateId != null ? bookPath(paths.selection.detailsFromTemplate, templateId) : paths.selection.details;
    // SPEC.md: leaving the details passes the temporary-user guard (sign in, register or try).
    const guardedBy = temporaryUserGuard(target);
    if (guardedBy) {
      allowLeaving();
      await navigate(guardedBy);
      return;
    }
    // Funeral directors go to /erstellen, which makes the book and opens it (SPEC.md section 2).
    // Replacing this page in the history: Back must not offer to make the same book again.
    if (user?.isMortician) {
      allowLeaving();
      await navigate(bookPath(paths.createBook, templateId), { replace: true });
      return;
    }
    const bookId = await submitWithMessage(
      (async () => {
        await ensureSomeUser();
        return createFromSelection(getSelection(), templateId ?? undefined);
      })(),
      t('bookWork.creating'),
    );
    // Not made: the name stays, and so does the question before leaving.
    if (bookId == null) return;
    updateSelection(withoutBookIdentity);
    await Promise.all([queryClient.invalidateQueries({ queryKey: booksQuery().queryKey }), refreshSessionUser().catch(() => null)]);
    allowLeaving();
    await navigate(bookPath(paths.upload, bookId), { replace: true });
  });

  return (
    <section aria-labelledby="step-heading" className="details-step">
      <h1 id="step-heading">{templateName ? t('selection.details.fromTemplate', { name: templateName }) : t('selection.details.heading')}</h1>
      <SelectionSummary selection={selection} format={format} design={design} paper={paper} changeable={templateId == null} />
      <form onSubmit={(event) => void submit(event)} noValidate className="form">
        {linkablePages.length > 0 && (
          <MemorialPagePicker
            pages={linkablePages}
            extended={user?.isMortician ?? false}
            chosen={selection.memorialPage}
            onChoose={(page) => {
              setMemorialError(undefined);
              updateSelection(({ memorialPage: _previous, ...current }) => (page ? { ...current, memorialPage: page } : current));
            }}
            text={memorialText}
            onTextChange={(text) => {
              setMemorialText(text);
              setMemorialError(undefined);
            }}
            error={memorialError}
          />
        )}
        <div className="form-field">
          <label htmlFor="book-name">{t('selection.details.nameLabel')}</label>
          <p id="book-name-hint" className="form-field__hint">
            {t('selection.details.nameHint')}
          </p>
          <input
            id="book-name"
            type="text"
            autoComplete="off"
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? 'book-name-hint book-name-error' : 'book-name-hint book-name-count'}
            {...form.register('description')}
          />
          <p id="book-name-count" className={length > DESCRIPTION_MAX_LENGTH ? 'form-field__count form-field__count--over' : 'form-field__count'}>
            {t('selection.details.nameCount', { count: length })}
          </p>
          {errors.description && (
            <p id="book-name-error" className="form-field__error" role="alert">
              {t(errors.description.message ?? '')}
            </p>
          )}
        </div>
        <button type="submit" className="button button--primary button--large" disabled={form.formState.isSubmitting}>
          {t('selection.details.submit')}
        </button>
      </form>
    </section>
  );
}
