import type { Photo } from '@eb/api-contract';
import { memo, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { thumbHashToDataURL } from 'thumbhash';
import { usePhotoThumbnail } from '../hooks/use-photo-image';

/** One earlier upload: its thumbnail over the ThumbHash placeholder, its state in words, and remove when no book uses it. */
export const PhotoTile = memo(function PhotoTile({ photo, onRemove }: { photo: Photo; onRemove: (photo: Photo) => void }) {
  const { t } = useTranslation();
  const tile = useRef<HTMLLIElement>(null);
  const thumbnail = usePhotoThumbnail(photo, tile);
  const placeholder = useMemo(() => placeholderUrl(photo.placeholder), [photo.placeholder]);
  const note = photo.status === 'processing' ? t('upload.library.processing') : photo.status === 'rejected' ? t('upload.library.rejected') : photo.inUse ? t('upload.library.inUse') : null;

  return (
    <li ref={tile} className={`photo-tile photo-tile--${photo.status}`}>
      <figure className="photo-tile__figure">
        <div className="photo-tile__image" style={placeholder ? { backgroundImage: `url(${placeholder})` } : undefined}>
          {thumbnail ? <img src={thumbnail} alt={photo.fileName} /> : <span className="visually-hidden">{photo.fileName}</span>}
        </div>
        <figcaption className="photo-tile__caption">
          <span className="photo-tile__name">{photo.fileName}</span>
          {note && <span className="photo-tile__note">{note}</span>}
          {photo.status === 'rejected' && photo.rejectionReason && <span className="photo-tile__reason">{photo.rejectionReason}</span>}
        </figcaption>
      </figure>
      {!photo.inUse && (
        <button type="button" className="action-button photo-tile__remove" onClick={() => onRemove(photo)}>
          {t('upload.library.remove')}
          <span className="visually-hidden">: {photo.fileName}</span>
        </button>
      )}
    </li>
  );
});

/** The ThumbHash (base64) as a tiny image; a bad one just leaves the calm neutral tile. */
function placeholderUrl(hash: string | null): string | null {
  if (!hash) return null;
  try {
    return thumbHashToDataURL(Uint8Array.from(atob(hash), (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}
