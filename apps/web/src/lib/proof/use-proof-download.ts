import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getProof } from '../api/books/get-proof';
import { ApiRequestError } from '../api/api-client';
import { serverMessageOf } from '../api/server-message';
import { saveFile } from './save-file';

export type ProofState = { kind: 'idle' } | { kind: 'preparing' } | { kind: 'done'; message: string; hint: string | null } | { kind: 'failed'; message: string };

/** 503 (the server draws as many proofs as it may) carries the server's own German sentence too. */
function messageOf(error: unknown): string | null {
  if (error instanceof ApiRequestError && error.status === 503) return error.body?.message ?? null;
  return serverMessageOf(error);
}

/**
 * The proof's download for a button: 'Die Vorschau wird erstellt …' while the server draws it
 * (seconds), then the PDF saved under the server's file name; a refusal in the server's words.
 * `before` runs first (the editor saves what is unsaved) and may answer a hint to show afterwards.
 */
export function useProofDownload(bookId: number, before?: () => Promise<string | null>) {
  const { t } = useTranslation();
  const [state, setState] = useState<ProofState>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(async () => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: 'preparing' });
    try {
      const hint = before ? await before() : null;
      const { blob, fileName } = await getProof(bookId, controller.signal);
      if (controller.signal.aborted) return;
      saveFile(blob, fileName);
      setState({ kind: 'done', message: [t('proof.ready', { fileName }), hint].filter(Boolean).join(' '), hint });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ kind: 'failed', message: messageOf(error) ?? t('proof.failed') });
    } finally {
      if (running.current === controller) running.current = null;
    }
  }, [bookId, before, t]);

  return { state, start };
}
