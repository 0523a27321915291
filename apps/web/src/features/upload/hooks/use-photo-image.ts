import type { Photo } from '@eb/api-contract';
import { useEffect, useState, type RefObject } from 'react';
import { getPhotoImage } from '../api/get-photo-image';

/**
 * The thumbnail of a ready photo as an object URL, fetched with the token once the tile comes near
 * the screen (a library of hundreds loads only what is seen), and revoked when the tile goes.
 */
export function usePhotoThumbnail(photo: Photo, tile: RefObject<HTMLElement | null>): string | null {
  const [url, setUrl] = useState<string | null>(null);
  const ready = photo.status === 'ready';

  useEffect(() => {
    const element = tile.current;
    if (!ready || !element) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    const load = () => {
      getPhotoImage(photo.id, 'thumbnail', controller.signal)
        .then((blob) => {
          if (controller.signal.aborted) return;
          objectUrl = URL.createObjectURL(blob);
          setUrl(objectUrl);
        })
        // The calm placeholder stays; the tile still names the photo.
        .catch(() => undefined);
    };
    let observer: IntersectionObserver | null = null;
    if (typeof IntersectionObserver === 'undefined') load();
    else {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          load();
        },
        { rootMargin: '400px' },
      );
      observer.observe(element);
    }
    return () => {
      observer?.disconnect();
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [photo.id, ready, tile]);
  return url;
}
