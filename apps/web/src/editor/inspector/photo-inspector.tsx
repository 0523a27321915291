import type { PhotoFrame } from '@eb/book-model';
import { useTranslation } from 'react-i18next';
import { useMemo } from 'react';
import { frameSpotsOf } from '../canvas/frame-boxes';
import { frameQuality } from '../canvas/frame-labels';
import { useDisplayList } from '../render/use-display-list';
import { useEditorState, useEditorStore } from '../state/editor-context';

/** A photo frame: 'Ausschnitt wählen', 'Foto entfernen' and how sharp the photo will print, in plain words. */
export function PhotoInspector({ frame, mode }: { frame: PhotoFrame; mode: 'select' | 'crop' | 'text' }) {
  const { t } = useTranslation();
  const store = useEditorStore();
  const spreadIndex = useEditorState((state) => state.spreadIndex);
  const list = useDisplayList(spreadIndex);
  const photoName = useEditorState((state) => (frame.photoId ? state.photos.get(frame.photoId)?.fileName : undefined));
  const document = useEditorState((state) => state.document);
  // The same quality mark and sentence as the canvas's frame (canvas/quality.ts, canvas/frame-labels.ts).
  const spot = useMemo(() => frameSpotsOf(document, list).find((candidate) => candidate.frame.id === frame.id), [document, list, frame.id]);

  if (!frame.photoId) {
    return (
      <>
        <h2 className="inspector__title">{t('editor.inspector.photo.title')}</h2>
        <p className="inspector__hint">{t('editor.inspector.photo.empty')}</p>
      </>
    );
  }
  const quality = spot ? frameQuality(t, spot) : null;
  const cropping = mode === 'crop';

  return (
    <>
      <h2 className="inspector__title">
        {t('editor.inspector.photo.title')}
        {photoName && <span className="inspector__detail"> · {photoName}</span>}
      </h2>
      <div className="inspector__actions">
        <button
          type="button"
          className="inspector-button"
          aria-pressed={cropping}
          disabled={!frame.crop}
          onClick={() =>
            cropping
              ? store.select({ kind: 'frame', frameId: frame.id, mode: 'select' }, t('editor.frameTools.crop.done'))
              : store.select({ kind: 'frame', frameId: frame.id, mode: 'crop' }, t('editor.frameTools.crop.opened'))
          }
        >
          {t('editor.inspector.photo.crop')}
        </button>
        <button type="button" className="inspector-button" onClick={() => store.dispatch({ type: 'removePhoto', frameId: frame.id }, { announce: t('editor.inspector.photo.removed') })}>
          {t('editor.inspector.photo.remove')}
        </button>
      </div>
      {cropping && <p className="inspector__hint">{t('editor.frameTools.crop.hint')}</p>}
      {quality && (
        <p className={`inspector__quality inspector__quality--${quality.quality}`} data-quality={quality.quality}>
          <strong>{t(`editor.inspector.quality.${quality.quality}`)}</strong> {quality.explanation}
        </p>
      )}
    </>
  );
}
