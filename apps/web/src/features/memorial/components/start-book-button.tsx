import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSubmitWithMessage } from '../../../lib/use-submit-with-message';
import { takeOverPage } from '../api/take-over-page';

/**
 * The administrator's way to a book: the same takeover as the public page's button (/login/{id}),
 * but straight on to the selection — /login/{id} itself leads the administrator to the administration.
 */
export function StartBookButton({ pageId, className = 'button button--primary button--large' }: { pageId: string; className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submitWithMessage = useSubmitWithMessage();
  // One takeover per click, however often the button is pressed.
  const starting = useRef(false);

  async function start() {
    if (starting.current) return;
    starting.current = true;
    try {
      if (await submitWithMessage(takeOverPage(pageId))) await navigate(paths.selection.root);
    } finally {
      starting.current = false;
    }
  }

  return (
    <button type="button" className={className} onClick={() => void start()}>
      {t('memorial.makeBook')}
    </button>
  );
}
