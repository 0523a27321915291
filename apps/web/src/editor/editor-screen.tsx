import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SpreadCanvas } from './canvas/spread-canvas';
import { EditorDnd } from './dnd/editor-dnd';
import type { EditorData } from './editor-data';
import { FrameInspector } from './inspector/frame-inspector';
import { EditorShortcuts } from './keyboard/editor-shortcuts';
import { CollapsibleRegion } from './layout/collapsible-region';
import { LiveRegion } from './live-region';
import { BackgroundPicker } from './panels/background-picker';
import { LayoutPicker } from './panels/layout-picker';
import { MemorialPanel } from './panels/memorial-panel';
import { EditorPersistence } from './persistence/editor-persistence';
import type { OpenedDocument } from './persistence/open-document';
import { SaveStatus } from './persistence/save-status';
import { EditorRenderProvider } from './render/use-display-list';
import { SidePanel } from './side-panel';
import { EditorStoreProvider } from './state/editor-context';
import { createEditorStore } from './state/editor-store';
import { SpreadStrip } from './strip/spread-strip';
import { EditorToolbar } from './toolbar/editor-toolbar';
import { PhotoTray } from './tray/photo-tray';
import './editor.css';

export interface EditorScreenProps {
  data: EditorData;
  opened: OpenedDocument;
  /** The upload panel (the upload feature), composed in app/routes so features stay apart; announce reads its progress to screen readers. */
  renderUpload: (announce: (text: string) => void) => ReactNode;
}

/** /bearbeiten/{bookId}: the photo-book editor over one store, one render context and one drag-and-drop context. */
export function EditorScreen({ data, opened, renderUpload }: EditorScreenProps) {
  const { t } = useTranslation();
  const [store] = useState(() =>
    createEditorStore({ bookId: data.book.pk, document: opened.document, ...(opened.history ? { history: opened.history } : {}), photos: data.photos }),
  );
  // data-editor-ready: the first spread is drawn and the fonts are in (browser tests and the bench wait for it).
  const [ready, setReady] = useState(false);
  const markReady = useCallback(() => setReady(true), []);
  return (
    <EditorStoreProvider store={store}>
      <EditorRenderProvider fonts={data.fonts}>
        <EditorDnd>
          {/* A labelled region, not role="application": the editor is made of ordinary controls, and screen readers keep their reading keys. */}
          <section className="editor" aria-label={t('editor.label', { name: data.book.description })} data-editor-ready={ready ? 'true' : undefined}>
            <div className="editor__bar">
              <EditorToolbar statusSlot={<SaveStatus />} bookName={data.book.description} />
            </div>
            <CollapsibleRegion className="editor__side" label={t('editor.layout.tools')}>
              <SidePanel
                tabs={[
                  { id: 'photos', label: t('editor.side.photos'), content: <PhotoTray renderUpload={renderUpload} /> },
                  { id: 'layouts', label: t('editor.side.layouts'), content: <LayoutPicker /> },
                  { id: 'backgrounds', label: t('editor.side.backgrounds'), content: <BackgroundPicker /> },
                  { id: 'memorial', label: t('editor.side.memorial'), content: <MemorialPanel bookId={data.book.pk} linked={data.editInfo?.hasMemorialPage} /> },
                ]}
              />
            </CollapsibleRegion>
            <div className="editor__stage">
              <SpreadCanvas onReady={markReady} />
            </div>
            {/* The selected frame's tools: a column right of the spread and the strip, or a band under the spread (editor.css). */}
            <FrameInspector />
            <CollapsibleRegion className="editor__strip" label={t('editor.layout.pages')}>
              <SpreadStrip />
            </CollapsibleRegion>
          </section>
          <EditorShortcuts />
          <EditorPersistence version={opened.version} opened={opened} data={data} />
          <LiveRegion />
        </EditorDnd>
      </EditorRenderProvider>
    </EditorStoreProvider>
  );
}
