import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUSY_DELAY_MS, busyStore, currentBusyMessage } from '../../lib/busy';
import { useStore } from '../../lib/external-store';

export function BusyIndicator() {
  const { t } = useTranslation();
  const { entries, period } = useStore(busyStore);
  const busy = entries.length > 0;
  // The period whose 500 ms have passed; the spinner shows only while that period lasts.
  const [delayedPeriod, setDelayedPeriod] = useState(0);

  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setDelayedPeriod(period), BUSY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy, period]);

  if (!busy || delayedPeriod !== period) return null;
  return (
    <div className="busy-overlay" role="status" aria-live="polite">
      <div className="busy-overlay__box">
        <span className="spinner" aria-hidden="true" />
        <p>{currentBusyMessage(entries) ?? t('app.busyDefault')}</p>
      </div>
    </div>
  );
}
