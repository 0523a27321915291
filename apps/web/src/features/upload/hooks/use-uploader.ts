import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { unverifiedClaims } from '../../../lib/auth/token-claims';
import { useSession } from '../../../lib/auth/session';
import { recoveryTotalBytes } from '../model/recovery-budget';
import { closeKeepingRecovery, createUploader, type PhotoUppy, type UploaderEvents } from './create-uploader';

type UppyState = ReturnType<PhotoUppy['getState']>;
const NO_STATE = { files: {}, recoveredState: null } as unknown as UppyState;

/**
 * This page's Uppy, made when the page opens and closed when it is left (keeping what Golden
 * Retriever holds for the next visit), and its state as React reads it.
 */
export function useUploader(events: UploaderEvents) {
  const { t } = useTranslation();
  const { token } = useSession();
  // The person's id from the token (never checked here; only a name for the browser's own store).
  const subject = unverifiedClaims(token)?.sub;
  const personKey = typeof subject === 'string' || typeof subject === 'number' ? String(subject) : 'visitor';
  const latestEvents = useRef(events);
  useEffect(() => {
    latestEvents.current = events;
  });
  const failedText = t('upload.file.failed');
  const [uppy, setUppy] = useState<PhotoUppy | null>(null);

  useEffect(() => {
    let instance: PhotoUppy | null = null;
    let left = false;
    // Golden Retriever's room is set when it is made: ask the browser first (a moment, no prompt).
    void recoveryBytes().then((bytes) => {
      if (left) return;
      instance = createUploader(
        personKey,
        {
          finished: (...args) => latestEvents.current.finished(...args),
          failed: (...args) => latestEvents.current.failed(...args),
        },
        failedText,
        bytes,
      );
      setUppy(instance);
    });
    return () => {
      left = true;
      if (instance) closeKeepingRecovery(instance);
    };
  }, [personKey, failedText]);

  const subscribe = useCallback((listener: () => void) => (uppy ? uppy.store.subscribe(() => listener()) : () => undefined), [uppy]);
  const state = useSyncExternalStore(
    subscribe,
    () => uppy?.getState() ?? NO_STATE,
    () => NO_STATE,
  );
  return { uppy, state };
}

/** How many bytes of chosen photos the browser may keep for a closed tab (model/recovery-budget.ts). */
async function recoveryBytes(): Promise<number> {
  try {
    return recoveryTotalBytes(navigator.storage?.estimate ? await navigator.storage.estimate() : null);
  } catch {
    return recoveryTotalBytes(null);
  }
}
