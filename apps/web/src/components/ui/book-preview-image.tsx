import { useRef } from 'react';
import { usePrivateImage } from '../../lib/use-private-image';

interface BookPreviewImageProps {
  /** The book's previewImageUrl: the design's picture, or (once rendered) the book's own cover under /api/. */
  src: string | null;
  className: string;
  width: number;
  height: number;
}

/**
 * A book's picture. The rendered cover is private to the book's owner and is fetched with the token;
 * the design's picture is a public file. Until the cover has loaded, the calm empty tile stands.
 */
export function BookPreviewImage({ src, className, width, height }: BookPreviewImageProps) {
  const tile = useRef<HTMLDivElement>(null);
  const isPrivate = src?.startsWith('/api/') ?? false;
  const privateUrl = usePrivateImage(isPrivate ? src : null, tile);
  const url = isPrivate ? privateUrl : src;
  return (
    <div ref={tile} className="book-preview-image">
      {url ? (
        // `--rendered`: the book's own front panel (square or portrait), which a layout shows whole rather than cut to its frame.
        <img className={isPrivate ? `${className} ${className}--rendered` : className} src={url} alt="" width={width} height={height} loading="lazy" />
      ) : (
        <div className={`${className} ${className}--none`} />
      )}
    </div>
  );
}
