import { useDraggable } from '@dnd-kit/core';
import { memo, useCallback, useMemo, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { thumbHashToDataURL } from 'thumbhash';
import { dndIds, type DragPayload } from '../dnd/dnd-ids';
import { useOpened } from '../render/idle-turns';
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
 * A click, Enter or Space chooses it (for 'In Rahmen einsetzen'); mouse and finger drag it. Only
 * tiles near the visible part are draggables: dnd-kit redraws every draggable on every move of a
 * drag, and a tile out of sight cannot be grabbed anyway (the keyboard places by choosing).
 */
export const TrayPhoto = memo(function TrayPhoto(props: TrayPhotoProps) {
  const opened = useOpened();
  const element = useRef<HTMLLIElement | null>(null);
  // Thumbnails, ThumbHashes and draggables once the editor has opened: the first spread and the first click come first.
  const near = useIsNear(props.watch, element, false) && opened;
  const ready = props.photo.status === 'ready';
  const url = usePhotoUrl(near && ready ? props.photo.id : null, 'thumbnail');
  return (
    <li ref={element} className="tray-photo">
      {near && !props.readOnly ? <DraggableTile {...props} url={url} near /> : <Tile {...props} url={url} near={near} />}
    </li>
  );
});

type TileProps = TrayPhotoProps & { url: string | null; near: boolean };

function DraggableTile(props: TileProps) {
  const data = useMemo<DragPayload>(() => ({ kind: 'tray-photo', photoId: props.photo.id }), [props.photo.id]);
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: dndIds.trayPhoto(props.photo.id), data });
  // The keyboard places by choosing and 'In Rahmen einsetzen'; Space and Enter choose, not pick up.
  const { onKeyDown: _keyboardDrag, ...pointerListeners } = listeners ?? {};
  return <Tile {...props} buttonRef={setNodeRef} listeners={pointerListeners} dragging={isDragging} />;
}

/** The tile's button; its inside is drawn once per change of what it shows, not on every move of a drag. */
function Tile({
  photo,
  used,
  chosen,
  tabStop,
  onChoose,
  onArrow,
  url,
  near,
  buttonRef,
  listeners,
  dragging = false,
}: TileProps & { buttonRef?: (node: HTMLElement | null) => void; listeners?: Record<string, unknown>; dragging?: boolean }) {
  const { t } = useTranslation();
  const ready = photo.status === 'ready';
  const states = [used ? t('editor.tray.used') : null, ready ? null : t('editor.tray.processing')].filter(Boolean);
  const label = [photo.fileName, ...states].join(', ');
  const choose = useCallback(() => onChoose(photo.id), [onChoose, photo.id]);
  return (
    <button
      ref={buttonRef}
      type="button"
      {...listeners}
      className={`tray-photo__button${dragging ? ' tray-photo__button--dragging' : ''}`}
      aria-pressed={chosen}
      aria-label={label}
      tabIndex={tabStop ? 0 : -1}
      data-tray-photo-id={photo.id}
      data-used={used ? 'true' : 'false'}
      data-status={photo.status}
      onClick={choose}
      onKeyDown={onArrow}
    >
      {/* The ThumbHash too only near the visible part: 300 of them decoded at once hold up the opening. */}
      <TileInside placeholder={near ? photo.placeholder : null} url={url} used={used} ready={ready} />
    </button>
  );
}

const TileInside = memo(function TileInside({ placeholder, url, used, ready }: { placeholder: string | null; url: string | null; used: boolean; ready: boolean }) {
  const { t } = useTranslation();
  const background = useMemo(() => placeholderUrl(placeholder), [placeholder]);
  return (
    <>
      <span className="tray-photo__image" style={background ? { backgroundImage: `url(${background})` } : undefined}>
        {url && <img src={url} alt="" draggable={false} decoding="async" />}
      </span>
      {used && <span className="tray-photo__badge">{t('editor.tray.used')}</span>}
      {!ready && <span className="tray-photo__badge tray-photo__badge--processing">{t('editor.tray.processing')}</span>}
    </>
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
