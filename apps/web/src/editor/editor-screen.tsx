import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SpreadCanvas } from './canvas/spread-canvas';
import { EditorDnd } from './dnd/editor-dnd';
import type { EditorData } from './editor-data';
import { FrameInspector } from './inspector/frame-inspector';
import { EditorShortcuts } from './keyboard/editor-shortcuts';
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
  return (
    <EditorStoreProvider store={store}>
      <EditorRenderProvider fonts={data.fonts}>
        <EditorDnd>
          <div className="editor" aria-label={t('editor.label', { name: data.book.description })} role="application" aria-roledescription={t('editor.roleDescription')}>
            <div className="editor__bar">
              <EditorToolbar statusSlot={<SaveStatus />} />
            </div>
            <div className="editor__side">
              <SidePanel
                tabs={[
                  { id: 'photos', label: t('editor.side.photos'), content: <PhotoTray renderUpload={renderUpload} /> },
                  { id: 'layouts', label: t('editor.side.layouts'), content: <LayoutPicker /> },
                  { id: 'backgrounds', label: t('editor.side.backgrounds'), content: <BackgroundPicker /> },
                  { id: 'memorial', label: t('editor.side.memorial'), content: <MemorialPanel bookId={data.book.pk} /> },
                ]}
              />
            </div>
            <div className="editor__stage">
              <SpreadCanvas />
              <FrameInspector />
            </div>
            <div className="editor__strip">
              <SpreadStrip />
            </div>
          </div>
          <EditorShortcuts />
          <EditorPersistence version={opened.version} />
          <LiveRegion />
        </EditorDnd>
      </EditorRenderProvider>
    </EditorStoreProvider>
  );
}
