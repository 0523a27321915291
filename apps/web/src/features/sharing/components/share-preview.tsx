import { useTranslation } from 'react-i18next';
import { BookPreviewImage } from '../../../components/ui/book-preview-image';

/**
 * The book as the recipient will get it: its rendered cover once there is one (private, fetched with
 * the token), else a calm tile with the book's name rather than the design's sample picture.
 */
export function SharePreview({ src, name }: { src: string | null; name: string }) {
  const { t } = useTranslation();
  const rendered = src?.startsWith('/api/') ?? false;
  return (
    <figure className="share-preview">
      {rendered ? (
        <BookPreviewImage src={src} className="share-preview__image" width={600} height={450} />
      ) : (
        <div className="share-preview__placeholder">
          <span>{name}</span>
        </div>
      )}
      <figcaption>{rendered ? t('sharing.previewLabel') : t('sharing.noPreview')}</figcaption>
    </figure>
  );
}
