import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { temporaryUserGuard } from '../../../lib/auth/temporary-user-guard';
import { useDesigns } from '../../../lib/api/products/get-designs';
import { useFormats } from '../../../lib/api/products/get-formats';
import { usePapers } from '../../../lib/api/products/get-papers';
import { showMessage } from '../../../lib/message-box';
import { SelectionSummary } from '../components/selection-summary';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { bookNameSchema, type BookNameInput } from '../model/book-name-schema';
import { DESCRIPTION_MAX_LENGTH } from '../model/selection';
import { updateSelection, useSelection } from '../model/selection-store';
import { prepareStep } from './prepare-step';

export const loader = () => prepareStep('details');

export function Component() {
  const { t } = useTranslation();
  const selection = useSelection();
  const formatId = selection.formatId as number;
  const format = useFormats().find((candidate) => candidate.id === formatId);
  const design = useDesigns(formatId).find((candidate) => candidate.themeId === selection.themeId);
  const paper = usePapers(formatId).find((candidate) => candidate.id === selection.paperId);
  const form = useForm<BookNameInput>({
    resolver: zodResolver(bookNameSchema),
    defaultValues: { description: selection.description ?? '' },
    mode: 'onChange',
  });
  const { errors, isDirty } = form.formState;
  const length = useWatch({ control: form.control, name: 'description' }).length;
  const { allowLeaving } = useLeaveGuard(isDirty && !form.formState.isSubmitSuccessful);
  const navigate = useNavigate();

  if (!format || !design || !paper) return null;

  const submit = form.handleSubmit(async ({ description }) => {
    updateSelection((current) => ({ ...current, description }));
    form.reset({ description });
    // SPEC.md: leaving the details passes the temporary-user guard (sign in, register or try).
    const guardedBy = temporaryUserGuard(paths.selection.details);
    if (guardedBy) {
      allowLeaving();
      await navigate(guardedBy);
      return;
    }
    // Creating the book arrives with the books issue; until then say plainly what happened.
    await showMessage({
      title: t('selection.details.pendingTitle'),
      text: t('selection.details.pendingText', { name: description || design.description }),
    });
  });

  return (
    <section aria-labelledby="step-heading" className="details-step">
      <h1 id="step-heading">{t('selection.details.heading')}</h1>
      <SelectionSummary selection={selection} format={format} design={design} paper={paper} />
      <form onSubmit={(event) => void submit(event)} noValidate className="form">
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
              {t(errors.description.message ?? "")}
            </p>
          )}
        </div>
        <button type="submit" className="button button--primary button--large">
          {t('selection.details.submit')}
        </button>
      </form>
    </section>
  );
}
