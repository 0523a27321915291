import { useEffect, useState, type RefObject } from 'react';
import { getPrivateImage } from './api/get-private-image';

/**
 * A private image (see getPrivateImage) as an object URL, fetched once its element comes near the
 * screen (a list of hundreds loads only what is seen), and revoked when the element goes. Null while
 * loading, on failure (the caller's calm placeholder stays) and when there is no path.
 */
export function usePrivateImage(path: string | null, element: RefObject<HTMLElement | null>): string | null {
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    const target = element.current;
    if (!path || !target) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    const load = () => {
      getPrivateImage(path, controller.signal)
        .then((blob) => {
          if (controller.signal.aborted) return;
          objectUrl = URL.createObjectURL(blob);
          setUrl(objectUrl);
        })
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
      observer.observe(target);
    }
    return () => {
      observer?.disconnect();
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [path, element]);
  return url;
}
