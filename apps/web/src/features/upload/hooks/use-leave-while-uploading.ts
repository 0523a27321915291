import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { showMessage } from '../../../lib/message-box';

/**
 * While photos are on their way, leaving asks first: inside the shop with our own question (the
 * uploads stop and can be continued on the next visit), closing or reloading the tab with the browser's.
 */
export function useLeaveWhileUploading(active: boolean): void {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void showMessage({
      text: t('upload.leave.text'),
      buttons: [
        { label: t('upload.leave.stay'), value: 'stay', primary: true },
        { label: t('upload.leave.leave'), value: 'leave' },
      ],
    }).then((answer) => (answer === 'leave' ? blocker.proceed() : blocker.reset()));
  }, [blocker, t]);

  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
