import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { innerPages } from '@eb/book-model';
import { drawableIn, serverImagesOf, type ServerPage } from '../render/page-thumbnails';
import { loadedImageBlob, loadedImageUrl, retainPrivateImage, usePhotoUrlsValue } from '../render/photo-urls';
import { useEditorState, useEditorStore } from '../state/editor-context';

const keyOf = (url: string) => `page:${url}`;
/** Page thumbnails are small (about 300 px): kept a little while after the strip scrolled on. */
const RELEASE_AFTER_MS = 5_000;

/**
 * The server's thumbnails of an inner spread's pages when they show what the editor has (the page's
 * content hash and number match: render/page-thumbnails.ts), else null; while that is found out again
 * after a change, the previous answer (a moment later an edited spread draws live); undefined before
 * the first answer.
 */
export function useServerImages(spreadIndex: number, serverPages: ReadonlyMap<string, ServerPage> | null): string[] | null | undefined {
  const store = useEditorStore();
  const spread = useEditorState((state) => (spreadIndex > 0 ? state.document.spreads[spreadIndex - 1] : undefined));
  // Where its pages stand and which of its photos can be drawn: the rest of the book does not change its image.
  const where = useEditorState((state) => (spread ? innerPages(state.document).findIndex((page) => page.id === spread.pages[0]?.id) : -1));
  const drawable = useEditorState((state) => (spread ? spread.pages.flatMap((page) => page.frames.map((frame) => (frame.kind === 'photo' && frame.photoId && drawableIn(state.photos)(frame.photoId) ? frame.photoId : ''))).join('|') : ''));
  const candidate = !!spread && !!serverPages && serverPages.size > 0;
  const [found, setFound] = useState<{ urls: string[] | null } | null>(null);
  useEffect(() => {
    if (!candidate || !serverPages) return;
    let current = true;
    const state = store.getState();
    void serverImagesOf(state.document, spreadIndex, serverPages, drawableIn(state.photos))
      .catch(() => null)
      .then((urls) => {
        if (current) setFound({ urls });
      });
    return () => {
      current = false;
    };
  }, [candidate, store, spread, where, drawable, serverPages, spreadIndex]);
  if (!candidate) return null;
  // After a change, the previous answer stands until the new check answers (a few milliseconds): no blank, and a live drawing is not thrown away meanwhile.
  return found ? found.urls : undefined;
}

/**
 * An inner spread in the strip as the server's page thumbnails show it, side by side, each drawn into
 * a canvas of the strip's size: an <img> would keep the whole 300-px picture decoded in the
 * compositor's image cache for the rest of the session (0.5 MB a page), a canvas holds only its few
 * pixels (decision 031).
 */
export const ServerMini = memo(function ServerMini({ urls }: { urls: readonly string[] }) {
  const joined = urls.join('\n');
  useEffect(() => {
    const releases = joined.split('\n').map((url) => retainPrivateImage(keyOf(url), url, RELEASE_AFTER_MS));
    return () => releases.forEach((release) => release());
  }, [joined]);
  const loaded = usePhotoUrlsValue(useCallback(() => joined.split('\n').map((url) => loadedImageUrl(keyOf(url)) ?? '').join('\n'), [joined]));
  return (
    <span className="strip-thumb__drawing strip-thumb__pages" aria-hidden="true" data-strip-drawing="server">
      {loaded.split('\n').map((src, index) => (
        <PageCanvas key={index} src={src} imageKey={keyOf(urls[index] ?? '')} />
      ))}
    </span>
  );
});

/** `src` (the object URL) tells when the image is here; the drawing reads the Blob itself. */
function PageCanvas({ src, imageKey }: { src: string; imageKey: string }) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  useEffect(() => {
    const target = canvas.current;
    if (!src || !target) return;
    let current = true;
    const ratio = globalThis.devicePixelRatio || 1;
    const width = Math.max(1, Math.round(target.clientWidth * ratio));
    const height = Math.max(1, Math.round(target.clientHeight * ratio));
    const blob = loadedImageBlob(imageKey);
    if (!blob) return;
    void createImageBitmap(blob, { resizeWidth: width, resizeHeight: height, resizeQuality: 'medium' })
      .then((bitmap) => {
        if (current) {
          target.width = width;
          target.height = height;
          target.getContext('2d')?.drawImage(bitmap, 0, 0);
          target.dataset.drawn = 'true';
        }
        bitmap.close();
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [src, imageKey]);
  return <canvas ref={canvas} width={1} height={1} />;
}
