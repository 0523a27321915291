import { useTranslation } from 'react-i18next';
import { useSecondsLeft } from '../hooks/use-time-left';
import type { BatchView } from '../model/file-view';
import { timeLeftPhrase } from '../model/time-left';

interface BatchSummaryProps {
  batch: BatchView;
  online: boolean;
  anyPaused: boolean;
  anyFailed: boolean;
  onPauseAll: () => void;
  onResumeAll: () => void;
  onRetryAll: () => void;
  onClearFinished: () => void;
}

/** The whole batch: one bar, "x von y Fotos fertig", the time left, and the actions for all files. */
export function BatchSummary({ batch, online, anyPaused, anyFailed, onPauseAll, onResumeAll, onRetryAll, onClearFinished }: BatchSummaryProps) {
  const { t } = useTranslation();
  // Offline nothing moves; the estimate starts afresh once the bytes flow again.
  const seconds = useSecondsLeft(batch.bytesSent, batch.bytesTotal, batch.running && online);
  const phrase = timeLeftPhrase(seconds);
  const allDone = batch.total > 0 && batch.finished === batch.total;

  return (
    <div className="batch">
      <div className="batch__progress" role="progressbar" aria-label={t('upload.batch.progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={batch.percent}>
        <span className="batch__bar" style={{ width: `${batch.percent}%` }} />
      </div>
      <p className="batch__numbers">
        <strong>{t('upload.batch.done', { done: batch.finished, total: batch.total })}</strong>
        {batch.running && online && <span> · {t(`upload.timeLeft.${phrase.key}`, 'count' in phrase ? { count: phrase.count } : {})}</span>}
      </p>
      {allDone && <p className="batch__all-done">{t('upload.batch.allDone')}</p>}
      {batch.attention > 0 && <p className="batch__failed">{t('upload.batch.failed', { count: batch.attention })}</p>}
      <div className="batch__actions">
        {batch.running && (
          <button type="button" className="action-button" onClick={onPauseAll}>
            {t('upload.batch.pauseAll')}
          </button>
        )}
        {anyPaused && (
          <button type="button" className="action-button" onClick={onResumeAll}>
            {t('upload.batch.resumeAll')}
          </button>
        )}
        {anyFailed && (
          <button type="button" className="action-button" onClick={onRetryAll}>
            {t('upload.batch.retryAll')}
          </button>
        )}
        {!batch.running && batch.finished > 0 && (
          <button type="button" className="action-button" onClick={onClearFinished}>
            {t('upload.batch.clearFinished')}
          </button>
        )}
      </div>
    </div>
  );
}
