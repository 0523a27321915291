import { photoIdsOf } from '@eb/book-model';
import { useCallback, useDeferredValue, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { spreadTitle } from '../canvas/spread-names';
import { isMessage, placeablePhoto } from '../dnd/drop-action';
import { useIdleTurn, useOpened } from '../render/idle-turns';
import { useEditorState, useEditorStore } from '../state/editor-context';
import { placeTarget, trayOrder } from './place-target';
import { TrayPhoto } from './tray-photo';
import { useNearWatcher } from './use-near';
import { useUploadsSync } from './use-uploads-sync';
import './tray.css';

const TILES_WHILE_OPENING = 30;

/**
 * The photo tray: the book's photos newest first, marked when the book shows them, dragged onto a
 * frame by mouse or finger, or chosen and placed with 'In Rahmen einsetzen' (keyboard and touch
 * without dragging). The upload panel (the upload feature, composed by the route) sits above it.
 */
export function PhotoTray({ renderUpload }: { renderUpload: (announce: (text: string) => void) => ReactNode }) {
  const { t } = useTranslation();
  const store = useEditorStore();
  const newestFirst = useUploadsSync();
  const photos = useEditorState((state) => state.photos);
  const document = useEditorState((state) => state.document);
  const readOnly = useEditorState((state) => state.readOnly);
  // The 'verwendet' marks follow a moment after the page (a drop draws the spread first).
  const deferredDocument = useDeferredValue(document);
  const used = useMemo(() => photoIdsOf(deferredDocument), [deferredDocument]);
  const all = useMemo(() => trayOrder(photos, newestFirst).filter((photo) => photo.status !== 'rejected'), [photos, newestFirst]);
  // While the editor opens, the first tiles only (what the tray shows at first): 300 tiles drawn at once delay the first spread.
  const opened = useOpened();
  const list = useMemo(() => (opened ? all : all.slice(0, TILES_WHILE_OPENING)), [opened, all]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [uploadOpen, setUploadOpen] = useState(() => photos.size === 0);
  const scroller = useRef<HTMLDivElement>(null);
  const watch = useNearWatcher(scroller, '300px');
  const uploadId = useId();
  const announce = useCallback((text: string) => store.announce(text), [store]);
  // The upload panel (its uploader and stored uploads) is made in an idle moment after the editor has
  // opened, or at once when it shows; once made it stays (a running upload goes on while it is closed).
  const uploadTurn = useIdleTurn(true);
  const [uploadMade, setUploadMade] = useState(uploadOpen);
  if (!uploadMade && (uploadTurn || uploadOpen)) setUploadMade(true);
  const upload = useMemo(() => (uploadMade ? renderUpload(announce) : null), [uploadMade, renderUpload, announce]);

  const say = (text: string) => {
    store.announce(text);
    setNote(text);
  };
  const choose = useCallback((photoId: string) => {
    setChosen((before) => (before === photoId ? null : photoId));
    setFocused(photoId);
    setNote(null);
  }, []);
  const onArrow = useCallback((event: KeyboardEvent<HTMLButtonElement>) => {
    const next = arrowTarget(event);
    if (!next) return;
    event.preventDefault();
    next.focus();
    setFocused(next.dataset.trayPhotoId ?? null);
  }, []);

  function placeChosen() {
    const state = store.getState();
    if (!chosen) return say(t('editor.tray.chooseFirst'));
    const photo = placeablePhoto(state.photos.get(chosen));
    if (isMessage(photo)) return say(t(photo.key));
    const target = placeTarget(state.document, state.spreadIndex, state.selection);
    if (!target) return say(t('editor.tray.noFreeFrame', { where: spreadTitle(state.document, state.spreadIndex) }));
    const message = t('editor.tray.placed', { where: spreadTitle(state.document, target.spreadIndex) });
    if (!store.dispatch({ type: 'placePhoto', frameId: target.frameId, photo }, { announce: message })) return setNote(store.getState().refusal);
    setNote(message);
    setChosen(null);
  }

  const tabStop = focused && list.some((photo) => photo.id === focused) ? focused : (chosen ?? list[0]?.id ?? null);
  const chosenPhoto = chosen ? photos.get(chosen) : undefined;
  return (
    <section className="photo-tray" aria-label={t('editor.tray.label')}>
      <div className="photo-tray__upload">
        <button type="button" className="photo-tray__disclosure" aria-expanded={uploadOpen} aria-controls={uploadId} onClick={() => setUploadOpen((open) => !open)}>
          {t('editor.tray.upload')}
        </button>
        {/* Stays mounted while closed: a running upload goes on. */}
        <div id={uploadId} hidden={!uploadOpen} className="photo-tray__upload-panel">
          {upload}
        </div>
      </div>
      <div className="photo-tray__place">
        <button type="button" className="photo-tray__place-button" onClick={placeChosen} disabled={readOnly}>
          {t('editor.tray.place')}
        </button>
        <p className="photo-tray__note">{note ?? (chosenPhoto ? t('editor.tray.chosen', { name: chosenPhoto.fileName }) : t('editor.tray.hint'))}</p>
      </div>
      <h3 className="photo-tray__heading">{t('editor.tray.heading', { count: all.length })}</h3>
      <div ref={scroller} className="photo-tray__scroller">
        {list.length === 0 ? (
          <p className="photo-tray__empty">{t('editor.tray.empty')}</p>
        ) : (
          <ul className="photo-tray__list" aria-label={t('editor.tray.listLabel')}>
            {list.map((photo) => (
              <TrayPhoto
                key={photo.id}
                photo={photo}
                used={used.has(photo.id)}
                chosen={photo.id === chosen}
                tabStop={photo.id === tabStop}
                readOnly={readOnly}
                watch={watch}
                onChoose={choose}
                onArrow={onArrow}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** The tile an arrow key, Home or End moves to in the wrapping grid (rows found from the tiles' tops). */
function arrowTarget(event: KeyboardEvent<HTMLButtonElement>): HTMLButtonElement | null {
  const list = event.currentTarget.closest('ul');
  if (!list) return null;
  const tiles = [...list.querySelectorAll<HTMLButtonElement>('[data-tray-photo-id]')];
  const index = tiles.indexOf(event.currentTarget);
  const top = tiles[0]?.offsetTop;
  const columns = Math.max(1, tiles.filter((tile) => tile.offsetTop === top).length);
  const step: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns };
  if (event.key === 'Home') return tiles[0] ?? null;
  if (event.key === 'End') return tiles.at(-1) ?? null;
  const delta = step[event.key];
  if (delta === undefined || event.altKey || event.ctrlKey || event.metaKey) return null;
  return tiles[Math.min(tiles.length - 1, Math.max(0, index + delta))] ?? null;
}
