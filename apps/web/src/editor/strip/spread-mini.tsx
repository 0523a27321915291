import { displayListToSvg } from '@eb/book-render/svg';
import { memo, useMemo } from 'react';
import { assetSvg, useDesignAssets } from '../canvas/design-assets';
import { assetSrcsOf, imageDrawsOf, LOADING_PHOTO_HREF } from '../canvas/spread-svg';
import { loadedPhotoUrl, usePhotoUrls, usePhotoUrlsRevision } from '../render/photo-urls';
import { useDisplayList, useEditorFonts } from '../render/use-display-list';

/**
 * A spread drawn small by the same renderer as the page (displayListToSvg), with thumbnails for its
 * photos and what the reader sees after the cut. Mounted only near the strip's visible part.
 */
export const SpreadMini = memo(function SpreadMini({ spreadIndex }: { spreadIndex: number }) {
  const list = useDisplayList(spreadIndex);
  const fonts = useEditorFonts();
  const photoIds = useMemo(() => [...new Set(imageDrawsOf(list).map((draw) => draw.photoId))], [list]);
  usePhotoUrls(photoIds, 'thumbnail');
  const photosRevision = usePhotoUrlsRevision();
  const assets = useDesignAssets(useMemo(() => assetSrcsOf(list), [list]));
  const hrefKey = photoIds.map((id) => loadedPhotoUrl(id, 'thumbnail') ?? '').join('|');
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
  void photosRevision;
  return <span className="strip-thumb__drawing" aria-hidden="true" dangerouslySetInnerHTML={html} />;
});
