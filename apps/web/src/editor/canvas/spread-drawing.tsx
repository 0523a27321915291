import type { DisplayList } from '@eb/book-layout';
import { memo, useEffect, useMemo } from 'react';
import { usePhotoUrls, usePhotoUrlsRevision } from '../render/photo-urls';
import { useEditorFonts } from '../render/use-display-list';
import { useDesignAssets } from './design-assets';
import { assetSrcsOf, imageDrawsOf, photoHrefKey, spreadSvg } from './spread-svg';

interface SpreadDrawingProps {
  list: DisplayList;
  current: boolean;
  /** Told once the spread is drawn with every design asset in place. */
  onDrawn?: (() => void) | undefined;
}

/**
 * The spread drawn from its display list as the previews draw it (displayListToSvg): glyph outlines at
 * the layout's positions, so the browser never wraps or shapes a line. The SVG string is injected as
 * it is and sized by the parent; nothing else lies in .spread-drawing (the print comparison reads it).
 */
export const SpreadDrawing = memo(function SpreadDrawing({ list, current, onDrawn }: SpreadDrawingProps) {
  const fonts = useEditorFonts();
  const photoIds = useMemo(() => [...new Set(imageDrawsOf(list).map((draw) => draw.photoId))], [list]);
  usePhotoUrls(photoIds, current ? 'preview' : 'thumbnail');
  usePhotoUrlsRevision();
  const assets = useDesignAssets(useMemo(() => assetSrcsOf(list), [list]));
  const hrefKey = photoHrefKey(list, current);
  // hrefKey and the asset revision stand for what spreadSvg reads from the photo and asset caches.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const svg = useMemo(() => spreadSvg(list, fonts, current), [list, fonts, current, hrefKey, assets.revision]);
  const html = useMemo(() => ({ __html: svg }), [svg]);
  useEffect(() => {
    if (assets.ready) onDrawn?.();
  }, [assets.ready, svg, onDrawn]);
  return <div className="spread-drawing" data-drawn={assets.ready ? 'true' : 'false'} dangerouslySetInnerHTML={html} />;
});
