import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { photosSentence, type AssistantReportData } from './report-text';

/**
 * How many photos are in the book, and which did not fit (the paper's page limit) or are too small to print. Not a live region
 * itself (the dialog's one live region announces the result); while the next run works it stays,
 * dimmed, so the dialog does not jump.
 */
export function AssistantReport({ report, stale, ref }: { report: AssistantReportData; stale: boolean; ref?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation();
  const left = report.leftOut.length + report.tooSmall.length;
  return (
    <div ref={ref} className={`assistant-dialog__report${stale ? ' assistant-dialog__report--stale' : ''}`} data-assistant-report>
      <p>
        {photosSentence(t, report)} {t('editor.assistant.pages', { count: report.pageCount })}
      </p>
      {left > 0 && (
        <details className="assistant-dialog__left-out">
          <summary>{t('editor.assistant.leftOutList')}</summary>
          {report.leftOut.length > 0 && <p className="assistant-dialog__density-hint">{t('editor.assistant.leftOutHint')}</p>}
          {/* Not 'drag them in': a photo too small to print would stop the book from being finished. */}
          {report.tooSmall.length > 0 && <p className="assistant-dialog__density-hint">{t('editor.assistant.tooSmallHint')}</p>}
          <ul>
            {report.leftOut.map((photo) => (
              <li key={photo.id}>{photo.fileName}</li>
            ))}
            {report.tooSmall.map((photo) => (
              <li key={photo.id}>
                {photo.fileName} ({t('editor.assistant.tooSmallMark')})
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
