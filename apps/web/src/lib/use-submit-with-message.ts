import { useTranslation } from 'react-i18next';
import { ApiRequestError } from './api/api-client';
import { whileBusy } from './busy';
import { showMessage } from './message-box';

/**
 * Runs a request behind the busy spinner and answers in the message box: the server's German
 * text for refusals it explains (400, 403, 404, 409, 429), a general sentence for anything else.
 */
export function useSubmitWithMessage() {
  const { t } = useTranslation();
  return async function submit<T>(work: Promise<T>, busyText?: string, otherwise?: string): Promise<T | undefined> {
    try {
      return await whileBusy(work, busyText);
    } catch (error) {
      const explained = error instanceof ApiRequestError && [400, 403, 404, 409, 429].includes(error.status);
      await showMessage({ text: explained ? error.message : (otherwise ?? t('account.genericError')) });
      return undefined;
    }
  };
}
