import { useTranslation } from 'react-i18next';
import { canZoom, nextZoom, zoomPercent } from '../canvas/fit';
import { useEditorState, useEditorStore } from '../state/editor-context';

/** Zoom of the view (1 = the spread fits) and the guides for bleed and safe zone. */
export function ViewControls() {
  const { t } = useTranslation();
  const store = useEditorStore();
  const zoom = useEditorState((state) => state.zoom);
  const showGuides = useEditorState((state) => state.showGuides);
  const zoomBy = (direction: 1 | -1) => {
    store.setZoom(nextZoom(store.getState().zoom, direction));
    store.announce(t('editor.keyboard.zoom', { percent: zoomPercent(store.getState().zoom) }));
  };
  return (
    <div className="editor-toolbar__group" role="group" aria-label={t('editor.toolbar.view')}>
      <button type="button" className="editor-tool editor-tool--icon" onClick={() => zoomBy(-1)} disabled={!canZoom(zoom, -1)} aria-label={t('editor.toolbar.zoomOut')} title={t('editor.toolbar.zoomOut')}>
        <span aria-hidden="true">−</span>
      </button>
      <output className="editor-toolbar__zoom" data-zoom-percent={zoomPercent(zoom)} aria-label={t('editor.toolbar.zoomLevel', { percent: zoomPercent(zoom) })}>
        {zoomPercent(zoom)} %
      </output>
      <button type="button" className="editor-tool editor-tool--icon" onClick={() => zoomBy(1)} disabled={!canZoom(zoom, 1)} aria-label={t('editor.toolbar.zoomIn')} title={t('editor.toolbar.zoomIn')}>
        <span aria-hidden="true">+</span>
      </button>
      <button type="button" className="editor-tool" aria-pressed={showGuides} onClick={() => store.toggleGuides()}>
        {t('editor.toolbar.guides')}
      </button>
    </div>
  );
}
