import type { Photo } from '@eb/api-contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { showMessage } from '../../../lib/message-box';
import { useSubmitWithMessage } from '../../../lib/use-submit-with-message';
import { deletePhoto } from '../api/delete-photo';
import { uploadedImagesQuery, useUploadedImages } from '../api/get-uploaded-images';
import { formatBytes } from '../model/format-bytes';
import { PhotoTile } from './photo-tile';

/** "Ihre Fotos": every photo uploaded so far, the storage used, and removing what no book uses. */
export function PhotoLibrary({ onRemoved }: { onRemoved: (name: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const submit = useSubmitWithMessage();
  const { data, isPending, isError } = useUploadedImages();

  const remove = useCallback(
    async (photo: Photo) => {
      const answer = await showMessage({
        text: t('upload.library.removeConfirm', { name: photo.fileName }),
        // 'Nein' is the calm default: nothing is lost by a hasty Enter.
        buttons: [
          { label: t('upload.library.yes'), value: 'yes', primary: false },
          { label: t('upload.library.no'), value: 'no', primary: true },
        ],
      });
      if (answer !== 'yes') return;
      const done = await submit(
        deletePhoto(photo.id).then(() => true),
        t('upload.library.removing'),
      );
      await queryClient.invalidateQueries({ queryKey: uploadedImagesQuery().queryKey });
      if (done) onRemoved(photo.fileName);
    },
    [onRemoved, queryClient, submit, t],
  );
  // Stable, so a tile re-renders only when its own photo changes (the list refreshes every few seconds while photos are prepared).
  const onRemove = useCallback((photo: Photo) => void remove(photo), [remove]);

  return (
    <section className="photo-library" aria-labelledby="photo-library-title">
      <div className="photo-library__head">
        <h2 id="photo-library-title" tabIndex={-1}>
          {t('upload.library.heading')}
        </h2>
        {data && (
          <p className="photo-library__storage">
            {t('upload.library.storage', { used: formatBytes(data.usedBytes), quota: formatBytes(data.quotaBytes) })}
            <span className="photo-library__meter" aria-hidden="true">
              <span style={{ width: `${Math.min(100, (data.usedBytes * 100) / Math.max(1, data.quotaBytes))}%` }} />
            </span>
          </p>
        )}
      </div>
      {isPending && <p>{t('upload.library.loading')}</p>}
      {isError && !data && <p>{t('upload.library.loadError')}</p>}
      {data && data.photos.length === 0 && <p>{t('upload.library.empty')}</p>}
      {data && data.photos.length > 0 && (
        <ul className="photo-library__grid">
          {data.photos.map((photo) => (
            <PhotoTile key={photo.id} photo={photo} onRemove={onRemove} />
          ))}
        </ul>
      )}
    </section>
  );
}
