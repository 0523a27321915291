import { useTranslation } from 'react-i18next';
import { serverMessageOf } from './api/server-message';
import { whileBusy } from './busy';
import { showMessage } from './message-box';

/**
 * Runs a request behind the busy spinner and answers in the message box: the server's German
 * text for refusals it explains (api/server-message.ts), a general sentence for anything else.
 */
export function useSubmitWithMessage() {
  const { t } = useTranslation();
  return async function submit<T>(work: Promise<T>, busyText?: string, otherwise?: string): Promise<T | undefined> {
    try {
      return await whileBusy(work, busyText);
    } catch (error) {
      await showMessage({ text: serverMessageOf(error) ?? otherwise ?? t('account.genericError') });
      return undefined;
    }
  };
}
