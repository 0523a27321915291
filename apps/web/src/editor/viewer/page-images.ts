import { getPrivateImage } from '../../lib/api/get-private-image';

/** Tries per image before the page says it cannot be shown (a page view's address never changes its image). */
const TRIES = 4;
const RETRY_MS = 2_000;

/**
 * The flip-through's images as object URLs, each fetched once with the token (the addresses name
 * their content, so one fetch per address is enough): flipping back shows a page at once, and the
 * next spread is loaded ahead. Public design pictures are used as they are. `dispose` revokes all.
 */
export function createPageImages() {
  const loaded = new Map<string, Promise<string>>();
  const urls: string[] = [];
  const controller = new AbortController();

  async function fetchWithRetry(path: string): Promise<string> {
    for (let attempt = 1; ; attempt++) {
      try {
        const url = URL.createObjectURL(await getPrivateImage(path, controller.signal));
        urls.push(url);
        return url;
      } catch (error) {
        if (controller.signal.aborted || attempt >= TRIES) throw error;
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS * attempt));
      }
    }
  }

  return {
    load(path: string): Promise<string> {
      if (!path.startsWith('/api/')) return Promise.resolve(path);
      let image = loaded.get(path);
      if (!image) {
        image = fetchWithRetry(path);
        // A failure is forgotten, so asking again (the page list's next answer) tries anew.
        image.catch(() => loaded.delete(path));
        loaded.set(path, image);
      }
      return image;
    },
    dispose() {
      controller.abort();
      for (const url of urls) URL.revokeObjectURL(url);
    },
  };
}

export type PageImages = ReturnType<typeof createPageImages>;
