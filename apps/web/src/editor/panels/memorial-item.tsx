import { useDraggable } from '@dnd-kit/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dndIds, type DragPayload } from '../dnd/dnd-ids';
import type { MemorialItem } from './memorial-items';

interface Props {
  item: MemorialItem;
  bookmarked: boolean;
  onToggleBookmark: () => void;
  onInsert: () => void;
  readOnly: boolean;
}

/** One memorial item: drag it onto a text frame (mouse, finger or keyboard), insert it by click, or bookmark it. */
export function MemorialItemRow({ item, bookmarked, onToggleBookmark, onInsert, readOnly }: Props) {
  const { t } = useTranslation();
  const labelId = useId();
  const key = `${item.type}:${item.pk}`;
  const payload: DragPayload = { kind: 'memorial-text', text: item.text, label: item.label };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: dndIds.memorialItem(key), data: payload, disabled: readOnly });
  return (
    <li className="memorial-item" data-memorial-item={key} data-bookmarked={bookmarked} data-dragging={isDragging || undefined}>
      <div
        ref={setNodeRef}
        className="memorial-item__body"
        {...attributes}
        {...listeners}
        // Named by what it shows (label, date, text); dnd-kit describes how to pick it up by keyboard.
        aria-roledescription={t('editor.memorial.draggable')}
      >
        <span id={labelId} className="memorial-item__label">
          {item.label}
        </span>
        {item.detail && <span className="memorial-item__detail">{item.detail}</span>}
        {item.text !== item.label && <span className="memorial-item__text">{item.text}</span>}
      </div>
      <div className="memorial-item__actions">
        <button
          type="button"
          className="memorial-item__bookmark"
          aria-pressed={bookmarked}
          aria-label={t('editor.memorial.bookmark', { label: item.label })}
          title={t(bookmarked ? 'editor.memorial.bookmarkRemove' : 'editor.memorial.bookmarkAdd')}
          onClick={onToggleBookmark}
        >
          <svg viewBox="0 0 16 20" aria-hidden="true" focusable="false">
            <path d="M2 1h12v18l-6-4.5L2 19z" />
          </svg>
        </button>
        <button type="button" className="button button--secondary memorial-item__insert" aria-describedby={labelId} disabled={readOnly} onClick={onInsert}>
          {t('editor.memorial.insert')}
        </button>
      </div>
    </li>
  );
}
