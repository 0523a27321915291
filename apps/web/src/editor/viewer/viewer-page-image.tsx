import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageImages } from './page-images';
import type { ViewerPage } from './viewer-spreads';

/**
 * One page of the flip-through: its rendered image once there; until then a calm sheet saying
 * 'Seite wird vorbereitet …' or 'Der Umschlag wird vorbereitet …' (the page list or the book is asked
 * again meanwhile, and the image fetched again). `gaveUp`: its address never came (asked long enough).
 */
export function ViewerPageImage({ page, images, onShown, gaveUp = false }: { page: ViewerPage; images: PageImages; onShown: (key: string) => void; gaveUp?: boolean }) {
  const { t } = useTranslation();
  const [image, setImage] = useState<{ path: string; url: string | null; failed: boolean } | null>(null);
  const { path, key } = page;

  useEffect(() => {
    if (!path) return;
    let current = true;
    images
      .load(path)
      .then((url) => current && setImage({ path, url, failed: false }))
      .catch(() => current && setImage({ path, url: null, failed: true }));
    return () => {
      current = false;
    };
  }, [images, path]);

  const url = image?.path === path ? image.url : null;
  const failed = gaveUp || (image?.path === path && image.failed);
  const cover = page.role === 'cover';
  return (
    <div className={`book-viewer__page book-viewer__page--${page.side}`} data-viewer-page data-state={url ? 'ready' : 'preparing'}>
      {url ? (
        <img className="book-viewer__image" src={url} alt="" decoding="async" data-viewer-image onLoad={() => onShown(key)} />
      ) : (
        <p className="book-viewer__preparing">{t(failed ? (cover ? 'editor.viewer.coverUnavailable' : 'editor.viewer.unavailable') : cover ? 'editor.viewer.coverPreparing' : 'editor.viewer.preparing')}</p>
      )}
    </div>
  );
}
