import { useTranslation } from 'react-i18next';
import type { PhotoQuality } from './quality';

/** The small calm badge of a photo's print quality; its sentence is the frame's description (and tooltip). */
export function QualityBadge({ quality }: { quality: PhotoQuality }) {
  const { t } = useTranslation();
  return (
    <span className={`frame-mark frame-mark--${quality}`} aria-hidden="true">
      <span className="frame-mark__icon">{quality === 'good' ? '✓' : '!'}</span>
      {quality !== 'good' && <span className="frame-mark__text">{t(`editor.canvas.qualityShort.${quality}`)}</span>}
    </span>
  );
}

export function OverflowBadge() {
  const { t } = useTranslation();
  return (
    <span className="frame-mark frame-mark--overflow" aria-hidden="true">
      <span className="frame-mark__icon">…</span>
      <span className="frame-mark__text">{t('editor.canvas.overflowShort')}</span>
    </span>
  );
}
