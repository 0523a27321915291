import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { nextAnnouncement, QUIET, type BatchAnnouncement } from '../model/batch-announcements';
import type { BatchView } from '../model/file-view';

/** The batch's progress now and then, and one closing sentence, to the live region (model/batch-announcements.ts). */
export function useBatchAnnouncements(batch: BatchView, announce: (text: string) => void): void {
  const { t } = useTranslation();
  const memory = useRef(QUIET);
  const { total, finished, attention, running } = batch;
  useEffect(() => {
    const next = nextAnnouncement(memory.current, { total, finished, attention, running }, Date.now());
    memory.current = next.memory;
    if (next.say) announce(sentence(next.say, t));
  }, [announce, attention, finished, running, t, total]);
}

function sentence(say: BatchAnnouncement, t: TFunction): string {
  if (say.kind === 'all-done') return t('upload.batch.allDone');
  if (say.kind === 'summary') return t('upload.announce.summary', { done: say.done, total: say.total, notDone: say.notDone });
  return t('upload.announce.progress', { done: say.done, total: say.total });
}
