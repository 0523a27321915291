import { useTranslation } from 'react-i18next';
import { locateFrame } from '@eb/book-model';
import { useEditorState } from '../state/editor-context';
import { PhotoInspector } from './photo-inspector';
import { TextInspector } from './text-inspector';
import './inspector.css';

/**
 * The calm panel beside (or below) the spread for what is selected: a photo frame's crop, removal and
 * print quality in words; a text frame's editing, kind of text, size, alignment and colour; with
 * nothing selected, a short hint of what to do.
 */
export function FrameInspector() {
  const { t } = useTranslation();
  const selection = useEditorState((state) => state.selection);
  const document = useEditorState((state) => state.document);
  const readOnly = useEditorState((state) => state.readOnly);
  if (readOnly) return null;
  const located = selection.kind === 'frame' ? locateFrame(document, selection.frameId) : null;
  const frame = located?.frame;
  const mode = selection.kind === 'frame' ? selection.mode : 'select';

  return (
    <section className="inspector" aria-label={t('editor.inspector.label')} data-inspector-kind={frame?.kind ?? 'none'}>
      {frame?.kind === 'photo' && <PhotoInspector frame={frame} mode={mode} />}
      {frame?.kind === 'text' && <TextInspector frame={frame} mode={mode} />}
      {/* A visible heading the help can point to ('im Bereich „Auswahl“'); photo and text say 'Auswahl: Foto' / 'Auswahl: Text'. */}
      {frame?.kind !== 'photo' && frame?.kind !== 'text' && <h2 className="inspector__title">{t('editor.inspector.label')}</h2>}
      {frame?.kind === 'decoration' && <p className="inspector__hint">{t('editor.inspector.decoration')}</p>}
      {!frame && <p className="inspector__hint">{t(selection.kind === 'page' ? 'editor.inspector.page' : 'editor.inspector.nothing')}</p>}
    </section>
  );
}
