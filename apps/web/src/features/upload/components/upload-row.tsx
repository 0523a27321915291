import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhotoFile } from '../hooks/create-uploader';
import { canPause, canRetry, filePercent, type FileStatus } from '../model/file-view';

interface UploadRowProps {
  file: PhotoFile;
  status: FileStatus;
  onPauseResume: (id: string) => void;
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
}

// A refused or vanished file got nowhere: a full bar beside 'nicht hochgeladen' would say the opposite.
const NO_PROGRESS: ReadonlySet<FileStatus> = new Set(['refused', 'missing']);
const DONE: ReadonlySet<FileStatus> = new Set(['done', 'known']);

/** One chosen photo: its picture (from the file itself), name, progress, state in words and what can be done with it. */
export const UploadRow = memo(function UploadRow({ file, status, onPauseResume, onRetry, onRemove }: UploadRowProps) {
  const { t } = useTranslation();
  const preview = useLocalPreview(file.data instanceof Blob ? file.data : null);
  const percent = filePercent(file);
  const forFile = <span className="visually-hidden">: {file.name}</span>;
  const message = status === 'missing' ? t('upload.file.missing') : status === 'refused' || status === 'failed' ? file.error : null;

  return (
    <li className={`upload-row upload-row--${status}`}>
      <div className="upload-row__thumb" aria-hidden="true">
        <img ref={preview} alt="" loading="lazy" decoding="async" onError={(event) => (event.currentTarget.hidden = true)} />
      </div>
      <div className="upload-row__body">
        <p className="upload-row__name">{file.name}</p>
        {!NO_PROGRESS.has(status) && (
          <div className="upload-row__progress" role="progressbar" aria-label={t('upload.file.progress', { name: file.name })} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
            <span className="upload-row__bar" style={{ width: `${percent}%` }} />
          </div>
        )}
        <p className="upload-row__state">
          {t(`upload.state.${status}`)}
          {status === 'uploading' || status === 'paused' || status === 'offline' || status === 'retrying' ? ` · ${percent} %` : ''}
        </p>
        {message && <p className="upload-row__message">{message}</p>}
      </div>
      {!DONE.has(status) && (
        <div className="upload-row__actions">
          {canPause(status) && (
            <button type="button" className="action-button" onClick={() => onPauseResume(file.id)}>
              {t('upload.file.pause')}
              {forFile}
            </button>
          )}
          {status === 'paused' && (
            <button type="button" className="action-button" onClick={() => onPauseResume(file.id)}>
              {t('upload.file.resume')}
              {forFile}
            </button>
          )}
          {canRetry(status) && (
            <button type="button" className="action-button" onClick={() => onRetry(file.id)}>
              {t('upload.file.retry')}
              {forFile}
            </button>
          )}
          <button type="button" className="action-button" onClick={() => onRemove(file.id)}>
            {t('upload.file.remove')}
            {forFile}
          </button>
        </div>
      )}
    </li>
  );
});

/** The chosen file shown from the computer itself, before a byte is sent; the URL is given back when the row goes. */
function useLocalPreview(data: Blob | null) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = image.current;
    if (!data || !element) return;
    const objectUrl = URL.createObjectURL(data);
    element.src = objectUrl;
    return () => {
      element.removeAttribute('src');
      URL.revokeObjectURL(objectUrl);
    };
  }, [data]);
  return image;
}
