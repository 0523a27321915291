import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_FILES } from '../model/choose-files';

/**
 * Where photos come in: dropped from the desktop, or chosen with the big button (on a phone it
 * opens the gallery). The button is the keyboard's way in; the drop area needs no focus of its own.
 */
export function DropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  const onDragOver = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setOver(false);
    onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <section className={over ? 'drop-zone drop-zone--over' : 'drop-zone'} aria-labelledby="drop-zone-title" onDragOver={onDragOver} onDragLeave={() => setOver(false)} onDrop={onDrop}>
      <h2 id="drop-zone-title" className="drop-zone__title">
        {t('upload.drop.label')}
      </h2>
      <p className="drop-zone__hint" id="drop-zone-hint">
        {over ? t('upload.drop.release') : t('upload.drop.hint')}
      </p>
      <button type="button" className="button button--primary button--large drop-zone__button" aria-describedby="drop-zone-hint" onClick={() => input.current?.click()}>
        {t('upload.drop.button')}
      </button>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPTED_FILES}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="photo-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared, so choosing the same photos again is noticed.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </section>
  );
}
