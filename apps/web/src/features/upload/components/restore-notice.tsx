import { useTranslation } from 'react-i18next';

/** Golden Retriever brought back files of an earlier visit: the person decides whether they go on. */
export function RestoreNotice({ count, onContinue, onDiscard }: { count: number; onContinue: () => void; onDiscard: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="upload-notice upload-notice--restore" aria-labelledby="restore-title">
      <h2 id="restore-title" className="upload-notice__title">
        {t('upload.restored.heading')}
      </h2>
      <p>{t('upload.restored.text', { count })}</p>
      <div className="upload-notice__actions">
        <button type="button" className="button button--primary" onClick={onContinue}>
          {t('upload.restored.continue')}
        </button>
        <button type="button" className="button button--secondary" onClick={onDiscard}>
          {t('upload.restored.discard')}
        </button>
      </div>
    </section>
  );
}
