import { displayListToSvg } from '@eb/book-render/svg';
import { memo, useCallback, useDeferredValue, useMemo } from 'react';
import { assetSvg, useDesignAssets } from '../canvas/design-assets';
import { assetSrcsOf, imageDrawsOf, LOADING_PHOTO_HREF } from '../canvas/spread-svg';
import { loadedPhotoUrl, usePhotoUrls, usePhotoUrlsValue } from '../render/photo-urls';
import { useDisplayList, useEditorFonts } from '../render/use-display-list';

/**
 * A spread drawn small by the same renderer as the page (displayListToSvg), with thumbnails for its
 * photos and what the reader sees after the cut. Mounted only near the strip's visible part.
 */
export const SpreadMini = memo(function SpreadMini({ spreadIndex }: { spreadIndex: number }) {
  // Redrawn after the page itself: a change (a photo dropped) shows on the spread first, in the strip a moment later.
  const list = useDeferredValue(useDisplayList(spreadIndex));
  const fonts = useEditorFonts();
  const photoIds = useMemo(() => [...new Set(imageDrawsOf(list).map((draw) => draw.photoId))], [list]);
  usePhotoUrls(photoIds, 'thumbnail');
  const assets = useDesignAssets(useMemo(() => assetSrcsOf(list), [list]));
  // Redrawn only when one of its own photos arrives.
  const hrefKey = usePhotoUrlsValue(useCallback(() => photoIds.map((id) => loadedPhotoUrl(id, 'thumbnail') ?? '').join('|'), [photoIds]));
  const html = useMemo(
    () => ({
      __html: displayListToSvg(list, {
        fonts,
        imageHref: (draw) => loadedPhotoUrl(draw.photoId, 'thumbnail') ?? LOADING_PHOTO_HREF,
        assetSvg,
        view: 'trim',
        // Its own ids: the canvas draws the same spread on the same page.
        idPrefix: `strip${spreadIndex}-`,
      }),
    }),
    // hrefKey and the asset revision stand for what the drawing reads from the photo and asset caches.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [list, fonts, spreadIndex, hrefKey, assets.revision],
  );
  return <span className="strip-thumb__drawing" aria-hidden="true" dangerouslySetInnerHTML={html} />;
});
