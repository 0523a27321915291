import type { Crop, PhotoFrame } from '@eb/book-model';
import { useEffect, useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhotoUrl } from '../render/photo-urls';
import { useEditorState, useEditorStore } from '../state/editor-context';
import { cropLimits, maxZoomOf, photoPlacement, zoomCropBy, zoomCropTo, zoomOf } from './crop-math';
import type { SpreadBox } from './frame-geometry';
import { toolBarPosition } from './tool-bar-position';
import { useCropGestures, ZOOM_STEP } from './use-crop-gestures';

interface CropOverlayProps {
  frame: PhotoFrame & { photoId: string; crop: Crop };
  /** The frame on the spread, in mm of the spread's trim. */
  box: SpreadBox;
  mmToPx: number;
  originPx: { x: number; y: number };
  /** Height of the spread's trim in mm: the controls stay on the spread. */
  spreadHeightMm: number;
}

const px = (value: number) => `${value}px`;
const CENTRE = { x: 0.5, y: 0.5 };

/**
 * Crop mode: the whole photo faint around the frame, the frame's part sharp; drag (one or two
 * fingers), wheel, slider, buttons and keys move and zoom it. Each step is a setCrop with the merge
 * key `crop:<frameId>`, so one gesture is one undo step. The image is the preview, never the original.
 */
export function CropOverlay({ frame, box, mmToPx, originPx, spreadHeightMm }: CropOverlayProps) {
  const { t } = useTranslation();
  const store = useEditorStore();
  const photo = useEditorState((state) => state.photos.get(frame.photoId));
  const url = usePhotoUrl(frame.photoId, 'preview');
  const surface = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const crop = frame.crop;
  const frameSize = useMemo(() => ({ widthMm: frame.widthMm, heightMm: frame.heightMm }), [frame.widthMm, frame.heightMm]);
  // The photo's aspect is read once, from the crop crop mode started with: every later crop keeps it exactly.
  const [startCrop] = useState(crop);
  const limits = useMemo(() => cropLimits(frameSize, startCrop, photo?.width ?? null), [frameSize, startCrop, photo?.width]);
  const framePx = { width: box.widthMm * mmToPx, height: box.heightMm * mmToPx };
  const mergeKey = `crop:${frame.id}`;

  const apply = (next: Crop) => {
    if (next.x === crop.x && next.y === crop.y && next.width === crop.width) return;
    store.dispatch({ type: 'setCrop', frameId: frame.id, crop: next }, { mergeKey });
  };
  const end = () => store.endGesture();
  const finish = () => {
    gestures.flush();
    store.endGesture();
    store.select({ kind: 'frame', frameId: frame.id, mode: 'select' }, t('editor.frameTools.crop.done'));
    // Back to the frame on the canvas, where the person was before.
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-frame-id="${CSS.escape(frame.id)}"]`)?.focus({ preventScroll: true }));
  };
  const gestures = useCropGestures({ surface, crop, frame: frameSize, limits, framePx, apply, end, finish });
  /** A step of the slider or a button: steps in a row are one undo step, like key presses. */
  const step = (next: Crop) => {
    gestures.stepDone();
    apply(next);
  };

  useEffect(() => {
    surface.current?.focus({ preventScroll: true });
    return () => store.endGesture();
  }, [store]);

  const zoom = zoomOf(crop, limits);
  const maxZoom = maxZoomOf(limits);
  const placement = photoPlacement(crop);
  const imageStyle: CSSProperties = {
    left: px(placement.x * framePx.width),
    top: px(placement.y * framePx.height),
    width: px(placement.width * framePx.width),
    height: px(placement.height * framePx.height),
  };
  const frameStyle: CSSProperties = {
    left: px(originPx.x + box.xMm * mmToPx),
    top: px(originPx.y + box.yMm * mmToPx),
    width: px(framePx.width),
    height: px(framePx.height),
    ...(frame.rotationDeg ? { transform: `rotate(${frame.rotationDeg}deg)` } : {}),
  };
  const bar = toolBarPosition(box, mmToPx, originPx, spreadHeightMm);
  const percent = Math.round(zoom * 100);

  return (
    <>
      <div className="crop-tool" style={frameStyle} data-crop-frame-id={frame.id}>
        {url && <img className="crop-tool__ghost" src={url} alt="" style={imageStyle} draggable={false} />}
        <div className="crop-tool__window">{url && <img className="crop-tool__sharp" src={url} alt="" style={imageStyle} draggable={false} />}</div>
        <div
          ref={surface}
          className="crop-tool__surface"
          role="application"
          aria-roledescription={t('editor.frameTools.crop.roleDescription')}
          aria-label={t('editor.frameTools.crop.label', { zoom: percent })}
          aria-describedby={hintId}
          tabIndex={0}
          {...gestures.handlers}
        />
      </div>
      <div
        className={`frame-tool-bar frame-tool-bar--${bar.side}`}
        style={{ left: px(bar.left), top: px(bar.top) }}
        role="group"
        aria-label={t('editor.frameTools.crop.controls')}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          event.stopPropagation();
          finish();
        }}
      >
        <button type="button" className="frame-tool-button" aria-label={t('editor.frameTools.crop.zoomOut')} disabled={zoom <= 1 + 1e-6} onClick={() => step(zoomCropBy(crop, 1 / ZOOM_STEP, CENTRE, frameSize, limits))}>
          −
        </button>
        <input
          type="range"
          className="crop-tool__slider"
          aria-label={t('editor.frameTools.crop.zoom')}
          aria-valuetext={`${percent} %`}
          min={1}
          max={Math.max(1, maxZoom)}
          step={0.01}
          value={zoom}
          disabled={maxZoom <= 1}
          onChange={(event) => step(zoomCropTo(crop, Number(event.currentTarget.value), CENTRE, frameSize, limits))}
        />
        <button type="button" className="frame-tool-button" aria-label={t('editor.frameTools.crop.zoomIn')} disabled={zoom >= maxZoom - 1e-6} onClick={() => step(zoomCropBy(crop, ZOOM_STEP, CENTRE, frameSize, limits))}>
          +
        </button>
        <button type="button" className="frame-tool-button frame-tool-button--primary" onClick={finish}>
          {t('editor.frameTools.done')}
        </button>
        <span id={hintId} className="visually-hidden">
          {t('editor.frameTools.crop.hint')}
        </span>
      </div>
    </>
  );
}
