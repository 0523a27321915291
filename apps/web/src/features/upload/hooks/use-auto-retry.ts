import { useEffect, useRef } from 'react';
import { connectionFailureIds } from '../model/file-view';
import type { PhotoUppy } from './create-uploader';

/** While online, photos that got no answer are tried again this often (tus itself gave up after its own ~4 minutes). */
export const AUTO_RETRY_MS = 60_000;

/**
 * Photos that stopped for want of an answer go on by themselves: when the browser is back online,
 * every minute while it says it is online (a restarted server, a line that came back without the
 * browser noticing), and when the tab is shown again. `onBackOnline` is told when the browser came back.
 */
export function useAutoRetry(uppy: PhotoUppy | null, online: boolean, recovering: boolean, onBackOnline: () => void): void {
  const latest = useRef(onBackOnline);
  useEffect(() => {
    latest.current = onBackOnline;
  });

  const wasOnline = useRef(online);
  useEffect(() => {
    const cameBack = online && !wasOnline.current;
    wasOnline.current = online;
    if (!uppy || !online || recovering) return;
    const retry = () => {
      if (!navigator.onLine) return;
      for (const id of connectionFailureIds(uppy.getFiles())) void uppy.retryUpload(id).catch(() => undefined);
    };
    if (cameBack) {
      retry();
      if (uppy.getFiles().some((file) => !file.progress.uploadComplete)) latest.current();
    }
    const timer = window.setInterval(retry, AUTO_RETRY_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') retry();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [online, recovering, uppy]);
}
