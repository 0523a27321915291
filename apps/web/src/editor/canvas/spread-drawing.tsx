import type { DisplayList } from '@eb/book-layout';
import { memo, useCallback, useEffect, useMemo } from 'react';
import { usePhotoUrlsValue, usePhotoVariants } from '../render/photo-urls';
import { SvgMarkup } from '../render/svg-markup';
import { useEditorFonts } from '../render/use-display-list';
import { useEditorState } from '../state/editor-context';
import { useDesignAssets } from './design-assets';
import { assetSrcsOf, photoHref, photoHrefKey, photoVariantsOf, retainedVariantKeys, spreadMarkup } from './spread-svg';

interface SpreadDrawingProps {
  list: DisplayList;
  current: boolean;
  /** CSS pixels per mm of the drawing on screen (zoom included): which image each photo needs (unknown: previews). */
  pxPerMm?: number | undefined;
  /** Told once the spread is drawn with every design asset in place. */
  onDrawn?: (() => void) | undefined;
}

/**
 * The spread drawn from its display list as the previews draw it (displayListToSvg): glyph outlines at
 * the layout's positions, so the browser never wraps or shapes a line. The SVG string is injected as
 * it is and sized by the parent; nothing else lies in .spread-drawing (the print comparison reads it).
 */
export const SpreadDrawing = memo(function SpreadDrawing({ list, current, pxPerMm, onDrawn }: SpreadDrawingProps) {
  const fonts = useEditorFonts();
  const photos = useEditorState((state) => state.photos);
  // Each photo at the pixels it shows (print is drawn from originals anyway); a hidden neighbour asks for no
  // preview, but for the same sizes as when it becomes current, so turning to it draws what is already here.
  const devicePxPerMm = (pxPerMm ?? Infinity) * (globalThis.devicePixelRatio || 1);
  const variants = useMemo(() => photoVariantsOf(list, devicePxPerMm, photos, current), [list, devicePxPerMm, photos, current]);
  usePhotoVariants(useMemo(() => retainedVariantKeys(variants), [variants]));
  const hrefKey = usePhotoUrlsValue(useCallback(() => photoHrefKey(variants), [variants]));
  const assets = useDesignAssets(useMemo(() => assetSrcsOf(list), [list]));
  // The asset revision stands for what the drawing reads from the asset cache; photos are set on the drawn elements (SvgMarkup).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const drawing = useMemo(() => spreadMarkup(list, fonts), [list, fonts, assets.revision]);
  // hrefKey stands for what photoHref reads from the photo cache.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const hrefs = useMemo(() => drawing.photoIds.map((photoId) => photoHref(photoId, variants.get(photoId) ?? 'thumbnail')), [drawing, variants, hrefKey]);
  useEffect(() => {
    if (assets.ready) onDrawn?.();
  }, [assets.ready, drawing, onDrawn]);
  return <SvgMarkup className="spread-drawing" data-drawn={assets.ready ? 'true' : 'false'} markup={drawing.markup} hrefs={hrefs} photoIds={drawing.photoIds} />;
});
