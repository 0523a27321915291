import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showMessage } from '../../lib/message-box';
import { useSubmitWithMessage } from '../../lib/use-submit-with-message';
import { useSendFeedback } from './api/send-feedback';
import { feedbackResolver, toFeedbackRequest, type FeedbackFormValues } from './feedback-form-schema';
import './feedback.css';
import { FormMessages } from '../../components/ui/form-messages';

const EMPTY: FeedbackFormValues = { userRating: '', feedbackText: '', email: '' };

export function Component() {
  const { t } = useTranslation();
  const sendFeedback = useSendFeedback();
  const submitWithMessage = useSubmitWithMessage();
  const form = useForm<FeedbackFormValues>({
    resolver: feedbackResolver,
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const messages = [errors.feedbackText?.message, errors.email?.message, errors.userRating?.message].filter(Boolean);

  const submit = form.handleSubmit(async (values) => {
    const answer = await submitWithMessage(sendFeedback.mutateAsync(toFeedbackRequest(values)), undefined, t('feedback.failed'));
    if (!answer) return;
    form.reset(EMPTY);
    await showMessage({ text: answer.message });
  });

  return (
    <section className="prose feedback-page" aria-labelledby="feedback-title">
      <h1 id="feedback-title">{t('feedback.title')}</h1>
      <p className="lead">{t('feedback.lead')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate className="form">
        <fieldset className="rating-picker">
          <legend>{t('feedback.ratingLegend')}</legend>
          <label className="rating-picker__option">
            <input type="radio" value="1" {...form.register('userRating')} />
            {t('feedback.like')}
          </label>
          <label className="rating-picker__option">
            <input type="radio" value="-1" {...form.register('userRating')} />
            {t('feedback.dislike')}
          </label>
        </fieldset>
        <div className="form-field">
          <label htmlFor="feedback-text">{t('feedback.textLabel')}</label>
          <textarea id="feedback-text" rows={6} aria-invalid={errors.feedbackText ? true : undefined} {...form.register('feedbackText')} />
        </div>
        <div className="form-field">
          <label htmlFor="feedback-email">{t('feedback.emailLabel')}</label>
          <p id="feedback-email-hint" className="form-field__hint">
            {t('feedback.emailHint')}
          </p>
          <input
            id="feedback-email"
            type="email"
            autoComplete="email"
            aria-describedby="feedback-email-hint"
            aria-invalid={errors.email ? true : undefined}
            {...form.register('email')}
          />
        </div>
        <FormMessages messages={messages} />
        <button type="submit" className="button button--primary button--large">
          {t('feedback.submit')}
        </button>
      </form>
    </section>
  );
}
