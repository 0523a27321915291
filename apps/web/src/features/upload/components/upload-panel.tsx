import type { Photo } from '@eb/api-contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadedImagesQuery } from '../api/get-uploaded-images';
import type { PhotoFile } from '../hooks/create-uploader';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { useOnline } from '../hooks/use-online';
import { useUploader } from '../hooks/use-uploader';
import { chosenFileKey, sortChoice } from '../model/choose-files';
import { batchView, fileStatus, isFinished } from '../model/file-view';
import type { UploadFailure } from '../model/upload-refusal';
import { BatchSummary } from './batch-summary';
import { ChoiceNotices } from './choice-notices';
import { DropZone } from './drop-zone';
import { RestoreNotice } from './restore-notice';
import { UploadRow } from './upload-row';

/** The library is read again at most this often while photos finish one after another. */
const LIBRARY_REFRESH_MS = 1500;

/** The upload frame: choosing photos, each one's progress, the batch, a lost connection and an earlier visit's files. */
export function UploadPanel({ announce }: { announce: (text: string) => void }) {
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

  const { uppy, state } = useUploader({
    finished: (file: PhotoFile, _photo: Photo | null, duplicate: boolean) => {
      announce(t(duplicate ? 'upload.announce.known' : 'upload.announce.done', { name: file.name }));
      refreshLibrary();
    },
    failed: (file: PhotoFile, failure: UploadFailure) => {
      if (failure.kind === 'connection') return;
      announce(t('upload.announce.failed', { name: file.name, reason: failure.kind === 'refused' ? failure.message : t('upload.file.failed') }));
    },
  });

  const files = Object.values(state.files);
  const recovering = state.recoveredState != null;
  const statuses = new Map(files.map((file) => [file.id, fileStatus(file, online, recovering)]));
  const batch = batchView(files, online, recovering);
  // Leaving stops the uploads (they can be continued on the next visit), so it asks first.
  useLeaveGuard(batch.running, 'upload.leave');

  // Everything done: said once for the batch, after the single files.
  const wasRunning = useRef(false);
  useEffect(() => {
    if (wasRunning.current && !batch.running && batch.total > 0 && batch.finished === batch.total) announce(t('upload.batch.allDone'));
    wasRunning.current = batch.running;
  }, [announce, batch.finished, batch.running, batch.total, t]);

  // Back online: what stopped for want of a connection goes on by itself.
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current && uppy) {
      const stopped = uppy.getFiles().filter((file) => file.error && file.meta.failure === 'connection');
      for (const file of stopped) void uppy.retryUpload(file.id).catch(() => undefined);
      if (uppy.getFiles().some((file) => !file.progress.uploadComplete)) announce(t('upload.backOnline'));
    }
    wasOnline.current = online;
  }, [announce, online, t, uppy]);

  const addFiles = (chosen: File[]) => {
    if (!uppy) return;
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

  const onPauseResume = useCallback((id: string) => uppy?.pauseResume(id), [uppy]);
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
            anyFailed={[...statuses.values()].includes('failed')}
            onPauseAll={() => uppy?.pauseAll()}
            onResumeAll={() => uppy?.resumeAll()}
            // Only what failed on the way: a photo refused for its content would be refused again.
            onRetryAll={() => files.filter((file) => statuses.get(file.id) === 'failed').forEach((file) => onRetry(file.id))}
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
