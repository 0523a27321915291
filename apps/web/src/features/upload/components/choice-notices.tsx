import { useTranslation } from 'react-i18next';

/** Why chosen files were not added (not a photo, too large, already listed); stays until closed. */
export function ChoiceNotices({ notices, onClose }: { notices: string[]; onClose: () => void }) {
  const { t } = useTranslation();
  if (notices.length === 0) return null;
  return (
    <div className="upload-notice upload-notice--choice">
      <ul className="upload-notice__list">
        {notices.map((notice, index) => (
          <li key={index}>{notice}</li>
        ))}
      </ul>
      <button type="button" className="action-button" onClick={onClose}>
        {t('upload.choice.close')}
      </button>
    </div>
  );
}
