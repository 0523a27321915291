import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUSY_DELAY_MS, busyStore, currentBusyMessage } from '../../lib/busy';
import { useStore } from '../../lib/external-store';

export function BusyIndicator() {
  const { t } = useTranslation();
  const entries = useStore(busyStore);
  const busy = entries.length > 0;
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), BUSY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  if (!visible) return null;
  return (
    <div className="busy-overlay" role="status" aria-live="polite">
      <div className="busy-overlay__box">
        <span className="spinner" aria-hidden="true" />
        <p>{currentBusyMessage(entries) ?? t('app.busyDefault')}</p>
      </div>
    </div>
  );
}
