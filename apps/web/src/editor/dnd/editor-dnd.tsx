import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type Over,
} from '@dnd-kit/core';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { holdIdleTurns } from '../render/idle-turns';
import { useEditorStore } from '../state/editor-context';
import { editorCollisions, editorKeyboardCoordinates, resetKeyboardTarget } from './collision';
import type { DragPayload, DropPayload } from './dnd-ids';
import { DragPreview } from './drag-preview';
import { dropAction } from './drop-action';
import './dnd.css';

/**
 * The editor's one drag-and-drop context (decision 029): mouse, finger (after a short press, so a
 * finger can still scroll the tray) and keyboard (Space picks up, arrows move from target to target,
 * Space or Enter drops, Escape cancels). Drops become book-model commands (drop-action.ts).
 */
export function EditorDnd({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const store = useEditorStore();
  const [active, setActive] = useState<DragPayload | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    // Enter does not pick up: on a frame it edits text, in the strip it opens the spread.
    useSensor(KeyboardSensor, { coordinateGetter: editorKeyboardCoordinates, keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] } }),
  );

  const accessibility = useMemo(() => {
    const what = (payload: DragPayload | undefined) => {
      if (payload?.kind === 'memorial-text') return t('editor.dnd.what.text', { label: payload.label });
      if (payload?.kind === 'spread') return t('editor.dnd.what.spread');
      return t('editor.dnd.what.photo');
    };
    const where = (over: Over | null) => {
      const drop = over?.data.current as DropPayload | undefined;
      if (!drop) return null;
      if (drop.kind === 'spread') return overLabel(`[data-strip-spread-id="${drop.spreadId}"]`) ?? t('editor.dnd.where.spread');
      return overLabel(`[data-frame-id="${drop.frameId}"]`) ?? t(drop.kind === 'photo-frame' ? 'editor.dnd.where.photoFrame' : 'editor.dnd.where.textFrame');
    };
    const announcements: Announcements = {
      onDragStart: ({ active: item }) => t('editor.dnd.announce.start', { what: what(item.data.current as DragPayload | undefined) }),
      onDragOver: ({ over }) => {
        const label = where(over);
        return label ? t('editor.dnd.announce.over', { where: label }) : t('editor.dnd.announce.nowhere');
      },
      // The result ('Foto in Rahmen eingesetzt.') is read by the editor's own live region.
      onDragEnd: () => undefined,
      onDragCancel: () => t('editor.dnd.announce.cancel'),
    };
    return { announcements, screenReaderInstructions: { draggable: t('editor.dnd.instructions') } };
  }, [t]);

  function onDragStart(event: DragStartEvent) {
    // The strip's drawings and the neighbours wait while the photo follows the pointer.
    holdIdleTurns(true);
    resetKeyboardTarget();
    setActive((event.active.data.current as DragPayload | undefined) ?? null);
  }

  function onDragEnd(event: DragEndEvent) {
    holdIdleTurns(false);
    setActive(null);
    store.endGesture();
    const drag = event.active.data.current as DragPayload | undefined;
    const drop = event.over?.data.current as DropPayload | undefined;
    const state = store.getState();
    const outcome = dropAction(drag, drop, { document: state.document, photos: state.photos });
    if (outcome.kind === 'none') return;
    const message = t(outcome.message.key, outcome.message.values ?? {});
    if (outcome.kind === 'refused') {
      store.announce(message);
      return;
    }
    const done = store.dispatch(outcome.command, { announce: message });
    if (!done) return;
    if (outcome.command.type === 'moveSpread') store.setSpread(outcome.command.toSpreadIndex);
    else if (outcome.command.type === 'placePhoto' || outcome.command.type === 'setText') store.select({ kind: 'frame', frameId: outcome.command.frameId, mode: 'select' });
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={editorCollisions}
      accessibility={accessibility}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        holdIdleTurns(false);
        setActive(null);
      }}
    >
      {children}
      {/* No glide between targets for the keyboard: where the photo is drawn is where it would land. */}
      <DragOverlay dropAnimation={null} zIndex={1000} transition={noTransition}>
        {active ? <DragPreview payload={active} /> : null}
      </DragOverlay>
    </DndContext>
  );
}

const noTransition = () => undefined;

/** The target's own accessible name (the canvas labels its frames, the strip its spreads). */
function overLabel(selector: string): string | null {
  return document.querySelector(selector)?.getAttribute('aria-label') ?? null;
}
