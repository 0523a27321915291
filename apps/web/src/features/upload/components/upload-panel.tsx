import type { Photo } from '@eb/api-contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadedImagesQuery } from '../api/get-uploaded-images';
import type { PhotoFile } from '../hooks/create-uploader';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { useAutoRetry } from '../hooks/use-auto-retry';
import { useBatchAnnouncements } from '../hooks/use-batch-announcements';
import { useOnline } from '../hooks/use-online';
import { useUploader } from '../hooks/use-uploader';
import { useWindowDropGuard } from '../hooks/use-window-drop-guard';
import { chosenFileKey, sortChoice } from '../model/choose-files';
import { batchView, canRetry, fileStatus, isFinished, pausedIds, retryIds } from '../model/file-view';
import { failureText, type UploadFailure } from '../model/upload-refusal';
import { BatchSummary } from './batch-summary';
import { ChoiceNotices } from './choice-notices';
import { DropZone } from './drop-zone';
import { RestoreNotice } from './restore-notice';
import { UploadRow } from './upload-row';

/** The library is read again at most this often while photos finish one after another. */
const LIBRARY_REFRESH_MS = 1500;

export interface UploadPanelProps {
  announce: (text: string) => void;
  /**
   * False when the page guards leaving itself (the editor: React Router allows one blocker per page);
   * it then hears whether uploads are running through onRunningChange.
   */
  guardLeaving?: boolean;
  onRunningChange?: (running: boolean) => void;
}

/** The upload frame: choosing photos, each one's progress, the batch, a lost connection and an earlier visit's files. */
export function UploadPanel({ announce, guardLeaving = true, onRunningChange }: UploadPanelProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const online = useOnline();
  const [notices, setNotices] = useState<string[]>([]);
  const refreshTimer = useRef<number | undefined>(undefined);

  const refreshLibrary = useCallback(() => {
    if (refreshTimer.current !== undefined) return;
    refreshTimer.current = window.setTimeout(() => {
      refreshTimer.current = undefined;
      void queryClient.invalidateQueries({ queryKey: uploadedImagesQuery().queryKey });
    }, LIBRARY_REFRESH_MS);
  }, [queryClient]);
  useEffect(() => () => window.clearTimeout(refreshTimer.current), []);

  useWindowDropGuard();
  // Finished photos are not said one by one (200 photos, 200 sentences): the batch's progress is (below).
  const { uppy, state } = useUploader({
    finished: (_file: PhotoFile, _photo: Photo | null, _duplicate: boolean) => refreshLibrary(),
    failed: (file: PhotoFile, failure: UploadFailure) => {
      if (failure.kind === 'connection') return;
      announce(t('upload.announce.failed', { name: file.name, reason: failureText(failure, t('upload.file.failed')) }));
    },
  });

  const files = Object.values(state.files);
  const recovering = state.recoveredState != null;
  const statuses = new Map(files.map((file) => [file.id, fileStatus(file, online, recovering)]));
  const batch = batchView(files, online, recovering);
  useEffect(() => {
    onRunningChange?.(batch.running);
  }, [batch.running, onRunningChange]);
  useEffect(() => () => onRunningChange?.(false), [onRunningChange]);

  useBatchAnnouncements(batch, announce);

  // What stopped for want of an answer goes on by itself (back online, every minute, tab shown again).
  useAutoRetry(uppy, online, recovering, () => announce(t('upload.backOnline')));

  // Uppy is made a moment after the page opens (model/recovery-budget.ts asks the browser first):
  // photos chosen in that moment wait for it instead of being lost.
  const early = useRef<File[]>([]);
  const addFiles = (chosen: File[]) => {
    if (!uppy) {
      early.current.push(...chosen);
      return;
    }
    // New photos while an earlier visit's wait: they all go on together.
    if (uppy.getState().recoveredState) uppy.emit('restore-confirmed');
    const listed = new Set(uppy.getFiles().flatMap((file) => (file.data instanceof File ? [chosenFileKey(file.data)] : [])));
    const { accepted, refused } = sortChoice(chosen, listed);
    setNotices(refused.map(({ file, reason }) => t(`upload.choice.${reason}`, { name: file.name })));
    if (accepted.length === 0) return;
    try {
      uppy.addFiles(accepted.map((file) => ({ name: file.name, type: file.type, data: file, source: 'upload-page' })));
    } catch {
      setNotices((previous) => [...previous, t('upload.file.failed')]);
    }
  };

  const latestAddFiles = useRef(addFiles);
  useEffect(() => {
    latestAddFiles.current = addFiles;
  });
  useEffect(() => {
    if (!uppy || early.current.length === 0) return;
    const chosen = early.current;
    early.current = [];
    latestAddFiles.current(chosen);
  }, [uppy]);

  const onPauseResume = useCallback((id: string) => uppy?.pauseResume(id), [uppy]);
  // Only the paused ones: Uppy's resumeAll also wipes the errors of failed files, which then wait for ever.
  const onResumeAll = () => pausedIds(files, online, recovering).forEach((id) => uppy?.pauseResume(id));
  const onRetry = useCallback((id: string) => void uppy?.retryUpload(id).catch(() => undefined), [uppy]);
  const onRemove = useCallback(
    (id: string) => {
      const name = uppy?.getFile(id)?.name;
      uppy?.removeFile(id);
      if (name) announce(t('upload.announce.removed', { name }));
    },
    [announce, t, uppy],
  );

  const pending = files.filter((file) => !file.progress.uploadComplete).length;
  return (
    <div className="upload-panel">
      {guardLeaving && <UploadLeaveGuard running={batch.running} />}
      {recovering && pending > 0 && (
        <RestoreNotice
          count={pending}
          onContinue={() => {
            if (!uppy) return;
            // What the browser did not keep cannot be sent: it leaves the list with a note to choose it again.
            const lost = uppy.getFiles().filter((file) => file.isGhost && !file.progress.uploadComplete);
            if (lost.length > 0) {
              uppy.removeFiles(lost.map((file) => file.id));
              setNotices(lost.map((file) => t('upload.choice.lost', { name: file.name })));
            }
            uppy.emit('restore-confirmed');
          }}
          onDiscard={() => {
            uppy?.cancelAll();
            uppy?.setState({ recoveredState: null });
          }}
        />
      )}
      <DropZone onFiles={addFiles} />
      <ChoiceNotices notices={notices} onClose={() => setNotices([])} />
      <div role="status" className="upload-panel__connection">
        {!online && files.length > 0 && <p className="upload-notice upload-notice--offline">{t('upload.offline')}</p>}
      </div>
      {files.length > 0 && (
        <section className="upload-batch" aria-labelledby="upload-batch-title">
          <h2 id="upload-batch-title" className="visually-hidden">
            {t('upload.batch.heading')}
          </h2>
          <BatchSummary
            batch={batch}
            online={online}
            anyPaused={[...statuses.values()].includes('paused')}
            anyFailed={[...statuses.values()].some(canRetry)}
            onPauseAll={() => uppy?.pauseAll()}
            onResumeAll={onResumeAll}
            // Only what failed on the way or got no answer: a photo refused for its content would be refused again.
            onRetryAll={() => retryIds(files, online, recovering).forEach(onRetry)}
            onClearFinished={() => uppy?.removeFiles(files.filter((file) => isFinished(statuses.get(file.id) ?? 'waiting')).map((file) => file.id))}
          />
          <ul className="upload-list" aria-label={t('upload.batch.list')}>
            {files.map((file) => (
              <UploadRow key={file.id} file={file} status={statuses.get(file.id) ?? 'waiting'} onPauseResume={onPauseResume} onRetry={onRetry} onRemove={onRemove} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** Leaving stops the uploads (they can be continued on the next visit), so it asks first. */
function UploadLeaveGuard({ running }: { running: boolean }) {
  useLeaveGuard(running, 'upload.leave');
  return null;
}
