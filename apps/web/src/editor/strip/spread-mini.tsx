import { memo, useCallback, useDeferredValue, useMemo } from 'react';
import { useDesignAssets } from '../canvas/design-assets';
import { assetSrcsOf, imageDrawsOf, LOADING_PHOTO_HREF, spreadMarkup } from '../canvas/spread-svg';
import { loadedPhotoUrl, usePhotoUrls, usePhotoUrlsValue } from '../render/photo-urls';
import { SvgMarkup } from '../render/svg-markup';
import type { ServerPage } from '../render/page-thumbnails';
import { useDisplayList, useEditorFonts } from '../render/use-display-list';
import { ServerMini, useServerImages } from './server-mini';

/**
 * A spread of the strip, drawn small. Where the server's page thumbnails show exactly what the editor
 * has (every page's content hash and number match), those: the same renderer's drawing on the server,
 * at no layout and a few nodes. The cover, and any spread the editor holds differently (an edit not yet
 * saved and drawn, a moved spread), is drawn here by the same renderer as the page (LiveMini), so an
 * edit shows in the strip at once (decision 031). Mounted only near the strip's visible part.
 */
export const SpreadMini = memo(function SpreadMini({ spreadIndex, serverPages }: { spreadIndex: number; serverPages: ReadonlyMap<string, ServerPage> | null }) {
  const urls = useServerImages(spreadIndex, serverPages);
  // undefined: still finding out (a moment): nothing drawn rather than a layout that may be thrown away.
  if (urls === undefined) return null;
  return urls ? <ServerMini urls={urls} /> : <LiveMini spreadIndex={spreadIndex} />;
});

/** The spread drawn by displayListToSvg, with thumbnails for its photos and what the reader sees after the cut. */
const LiveMini = memo(function LiveMini({ spreadIndex }: { spreadIndex: number }) {
  // Redrawn after the page itself: a change (a photo dropped) shows on the spread first, in the strip a moment later.
  const list = useDeferredValue(useDisplayList(spreadIndex));
  const fonts = useEditorFonts();
  const photoIds = useMemo(() => [...new Set(imageDrawsOf(list).map((draw) => draw.photoId))], [list]);
  usePhotoUrls(photoIds, 'thumbnail');
  const assets = useDesignAssets(useMemo(() => assetSrcsOf(list), [list]));
  // Its own ids: the canvas draws the same spread on the same page. The asset revision stands for what the drawing reads from the asset cache.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const drawing = useMemo(() => spreadMarkup(list, fonts, { view: 'trim', idPrefix: `strip${spreadIndex}-` }), [list, fonts, spreadIndex, assets.revision]);
  // Redrawn only when one of its own photos arrives, and then only their addresses change.
  const hrefKey = usePhotoUrlsValue(useCallback(() => drawing.photoIds.map((id) => loadedPhotoUrl(id, 'thumbnail') ?? LOADING_PHOTO_HREF).join('\n'), [drawing]));
  const hrefs = useMemo(() => hrefKey.split('\n'), [hrefKey]);
  return <SvgMarkup as="span" className="strip-thumb__drawing" aria-hidden="true" data-strip-drawing="live" markup={drawing.markup} hrefs={drawing.photoIds.length ? hrefs : []} />;
});
