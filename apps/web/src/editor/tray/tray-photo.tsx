import { useDraggable } from '@dnd-kit/core';
import { memo, useCallback, useMemo, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { thumbHashToDataURL } from 'thumbhash';
import { dndIds, type DragPayload } from '../dnd/dnd-ids';
import { usePhotoUrl } from '../render/photo-urls';
import type { EditorPhoto } from '../state/editor-store';
import { useIsNear, type NearWatcher } from './use-near';

export interface TrayPhotoProps {
  photo: EditorPhoto;
  used: boolean;
  chosen: boolean;
  /** The one tile reachable by Tab (roving tabindex); arrows move between tiles. */
  tabStop: boolean;
  readOnly: boolean;
  watch: NearWatcher;
  onChoose: (photoId: string) => void;
  onArrow: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

/**
 * One photo of the tray: its thumbnail (loaded only near the visible part of the tray) over its
 * ThumbHash, 'verwendet' when the book shows it, 'wird vorbereitet' while the server prepares it.
 * A click, Enter or Space chooses it (for 'In Rahmen einsetzen'); mouse and finger drag it.
 */
export const TrayPhoto = memo(function TrayPhoto({ photo, used, chosen, tabStop, readOnly, watch, onChoose, onArrow }: TrayPhotoProps) {
  const { t } = useTranslation();
  const element = useRef<HTMLButtonElement | null>(null);
  const near = useIsNear(watch, element, true);
  const ready = photo.status === 'ready';
  const url = usePhotoUrl(near && ready ? photo.id : null, 'thumbnail');
  const placeholder = useMemo(() => placeholderUrl(photo.placeholder), [photo.placeholder]);
  const data = useMemo<DragPayload>(() => ({ kind: 'tray-photo', photoId: photo.id }), [photo.id]);
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: dndIds.trayPhoto(photo.id), data, disabled: readOnly });
  // The keyboard places by choosing and 'In Rahmen einsetzen'; Space and Enter choose, not pick up.
  const { onKeyDown: _keyboardDrag, ...pointerListeners } = listeners ?? {};
  const ref = useCallback(
    (node: HTMLButtonElement | null) => {
      element.current = node;
      setNodeRef(node);
    },
    [setNodeRef],
  );
  const states = [used ? t('editor.tray.used') : null, ready ? null : t('editor.tray.processing')].filter(Boolean);
  const label = [photo.fileName, ...states].join(', ');
  return (
    <li className="tray-photo">
      <button
        ref={ref}
        type="button"
        {...pointerListeners}
        className={`tray-photo__button${isDragging ? ' tray-photo__button--dragging' : ''}`}
        aria-pressed={chosen}
        aria-label={label}
        tabIndex={tabStop ? 0 : -1}
        data-tray-photo-id={photo.id}
        data-used={used ? 'true' : 'false'}
        data-status={photo.status}
        onClick={() => onChoose(photo.id)}
        onKeyDown={onArrow}
      >
        <span className="tray-photo__image" style={placeholder ? { backgroundImage: `url(${placeholder})` } : undefined}>
          {url && <img src={url} alt="" draggable={false} />}
        </span>
        {used && <span className="tray-photo__badge">{t('editor.tray.used')}</span>}
        {!ready && <span className="tray-photo__badge tray-photo__badge--processing">{t('editor.tray.processing')}</span>}
      </button>
    </li>
  );
});

/** The ThumbHash (base64) as a tiny image; a bad one leaves the calm neutral tile. */
function placeholderUrl(hash: string | null): string | null {
  if (!hash) return null;
  try {
    return thumbHashToDataURL(Uint8Array.from(atob(hash), (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}
