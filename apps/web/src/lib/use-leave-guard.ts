import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { showMessage } from './message-box';

/**
 * While `active`, leaving the page asks first (SPEC.md section 8 'Leave page') in the page's own
 * words (`<texts>.text`, `.stay`, `.leave` in de.json); closing or reloading the tab gets the browser's own question.
 */
export function useLeaveGuard(active: boolean, texts: 'selection.leave' | 'upload.leave' | 'editor.persistence.leave'): { allowLeaving: () => void } {
  const { t } = useTranslation();
  // Set just before the page itself moves on (after saving), so its own navigation is not asked about.
  const leavingOnPurpose = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => active && !leavingOnPurpose.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void showMessage({
      text: t(`${texts}.text`),
      buttons: [
        { label: t(`${texts}.stay`), value: 'stay', primary: true },
        { label: t(`${texts}.leave`), value: 'leave' },
      ],
    }).then((answer) => (answer === 'leave' ? blocker.proceed() : blocker.reset()));
  }, [blocker, t, texts]);

  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);

  const allowLeaving = useCallback(() => {
    leavingOnPurpose.current = true;
  }, []);
  return { allowLeaving };
}
