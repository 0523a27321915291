import { canRedo, canUndo } from '@eb/book-model';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { HelpButton } from '../panels/help-button';
import { VersionsButton } from '../panels/versions-button';
import { useEditorState, useEditorStore } from '../state/editor-context';
import { spreadTitle } from '../canvas/spread-names';
import { AssistantButton } from '../assistant/assistant-button';
import { FinishButton } from '../finishing/finish-button';
import { ProofLink } from './proof-link';
import { ViewControls } from './view-controls';
import './toolbar.css';

interface EditorToolbarProps {
  /** The save status (persistence), always visible. */
  statusSlot: ReactNode;
  bookName: string;
}

/** The editor's top bar: back to the books, where one is in the book, undo and redo, the view, earlier versions, the save status. */
export function EditorToolbar({ statusSlot, bookName }: EditorToolbarProps) {
  const { t } = useTranslation();
  const store = useEditorStore();
  const spreadIndex = useEditorState((state) => state.spreadIndex);
  const last = useEditorState((state) => state.document.spreads.length);
  const spreadName = useEditorState((state) => spreadTitle(state.document, state.spreadIndex, t));
  const undoable = useEditorState((state) => !state.readOnly && canUndo(state.history));
  const redoable = useEditorState((state) => !state.readOnly && canRedo(state.history));
  const goTo = (index: number) => {
    store.setSpread(index);
    store.announce(spreadTitle(store.getState().document, store.getState().spreadIndex, t));
  };
  return (
    <div className="editor-toolbar">
      <div className="editor-toolbar__group editor-toolbar__where">
        {/* Narrower than a landscape tablet it says 'Zurück' (the full words for screen readers), so the book's name keeps room. */}
        <Link to={paths.books} className="editor-tool editor-tool--back">
          <span aria-hidden="true">←</span> <span className="editor-tool__label">{t('editor.toolbar.back')}</span>
          <span className="editor-tool__short" aria-hidden="true">
            {t('editor.toolbar.backShort')}
          </span>
        </Link>
        {/* The page's one heading: the book being designed (looks like the toolbar's title). */}
        <h1 className="editor-toolbar__title">
          <span className="editor-toolbar__book">{bookName}</span>
        </h1>
      </div>
      <div className="editor-toolbar__group editor-toolbar__end">
        <VersionsButton />
        <HelpButton />
        <div className="editor-toolbar__status">{statusSlot}</div>
      </div>
      <div className="editor-toolbar__tools">
        <div className="editor-toolbar__group editor-toolbar__spreads" role="group" aria-label={t('editor.toolbar.spreads')}>
          <button type="button" className="editor-tool editor-tool--icon" onClick={() => goTo(spreadIndex - 1)} disabled={spreadIndex === 0} aria-label={t('editor.toolbar.previous')} title={t('editor.toolbar.previous')}>
            <span aria-hidden="true">‹</span>
          </button>
          <span className="editor-toolbar__spread" aria-live="off" data-spread-name>
            {spreadName}
          </span>
          <button type="button" className="editor-tool editor-tool--icon" onClick={() => goTo(spreadIndex + 1)} disabled={spreadIndex >= last} aria-label={t('editor.toolbar.next')} title={t('editor.toolbar.next')}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
        <div className="editor-toolbar__group" role="group" aria-label={t('editor.toolbar.history')}>
          <button type="button" className="editor-tool editor-tool--compact" onClick={() => store.undo()} disabled={!undoable} title={t('editor.toolbar.undoHint')}>
            <span aria-hidden="true">↶</span> <span className="editor-tool__label">{t('editor.toolbar.undo')}</span>
          </button>
          <button type="button" className="editor-tool editor-tool--compact" onClick={() => store.redo()} disabled={!redoable} title={t('editor.toolbar.redoHint')}>
            <span aria-hidden="true">↷</span> <span className="editor-tool__label">{t('editor.toolbar.redo')}</span>
          </button>
        </div>
        <ViewControls />
        {/* What concerns the whole book: the assistant, the proof and finishing (issue 13). */}
        <div className="editor-toolbar__group editor-toolbar__whole-book" role="group" aria-label={t('editor.toolbar.book')}>
          <AssistantButton />
          <ProofLink />
          <FinishButton />
        </div>
      </div>
    </div>
  );
}
