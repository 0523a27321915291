import { useLayoutEffect, useRef, type HTMLAttributes } from 'react';

/**
 * A spread's SVG (displayListToSvg's string) in an element, with its photos' addresses set on the
 * element's <image>s rather than written into the string. Photos arrive one batch after another
 * (thumbnails, then a preview for a large frame): each arrival used to make the whole string anew and
 * replace every node of the drawing (hundreds of glyph <use>s), and the replaced nodes stayed in
 * memory until the next major garbage collection, which a tab making little JavaScript garbage runs
 * rarely: after turning the 49 spreads of a 96-page book, some 60 000 dead nodes and about 200 MB of
 * the renderer's memory were waiting (decision 031). Now the string changes only when the drawing
 * does, and an arriving photo changes one attribute.
 */

/** An address displayListToSvg writes for the n-th photo drawn, replaced before the string reaches the page. */
const MARK = 'eb-photo:';
const MARKED = new RegExp(`href="${MARK}(\\d+)"`, 'g');

/**
 * Builds the markup with a mark for each photo drawn (`write` gets an imageHref to pass on) and
 * answers it with the photos in drawing order: their <image>s carry `data-photo-index`.
 */
export function markedSvg(write: (imageHref: (photoId: string) => string) => string, placeholder: string): { markup: string; photoIds: string[] } {
  const photoIds: string[] = [];
  const raw = write((photoId) => `${MARK}${photoIds.push(photoId) - 1}`);
  const markup = raw.replace(MARKED, (_, index: string) => `href="${placeholder}" data-photo-index="${index}"`);
  return { markup, photoIds };
}

/** Takes every picture's address away (before the element is emptied or left): its photo is released now, not at the next collection. */
export function releaseImages(element: Element): void {
  for (const image of element.querySelectorAll('image, img')) {
    image.removeAttribute('href');
    image.removeAttribute('src');
  }
}

/**
 * Sets each photo's address. While a photo's next image is still being made (a new size after a zoom:
 * `href` is the calm grey again), the image it shows stays rather than blinking grey — if it is the
 * same photo (`photoIds`, by index).
 */
export function setHrefs(element: Element, hrefs: readonly string[], photoIds: readonly string[] | undefined): void {
  for (const image of element.querySelectorAll('image[data-photo-index]')) {
    const index = Number(image.getAttribute('data-photo-index'));
    const href = hrefs[index];
    if (href === undefined || image.getAttribute('href') === href) continue;
    const photoId = photoIds?.[index];
    const samePhoto = photoId !== undefined && image.getAttribute('data-photo-id') === photoId;
    if (samePhoto && href.startsWith('data:') && image.getAttribute('href')?.startsWith('blob:')) continue;
    image.setAttribute('href', href);
    if (photoId !== undefined) image.setAttribute('data-photo-id', photoId);
  }
}

type Props = HTMLAttributes<HTMLElement> & {
  markup: string;
  /** The address of each marked photo, by its index (markedSvg's photoIds mapped). */
  hrefs: readonly string[];
  /** markedSvg's photoIds: a photo keeps its image while its next one loads. */
  photoIds?: readonly string[] | undefined;
  as?: 'div' | 'span';
};

export function SvgMarkup({ markup, hrefs, photoIds, as = 'div', ...attributes }: Props) {
  const element = useRef<HTMLElement | null>(null);
  const hrefKey = hrefs.join('\n');
  // Layout effects: in place before the browser paints, like dangerouslySetInnerHTML.
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    releaseImages(target);
    target.innerHTML = markup;
  }, [markup]);
  useLayoutEffect(() => {
    if (element.current) setHrefs(element.current, hrefKey ? hrefKey.split('\n') : [], photoIds);
    // photoIds come with the markup (markedSvg) or the hrefs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [markup, hrefKey]);
  useLayoutEffect(() => {
    const target = element.current;
    return () => {
      if (target) releaseImages(target);
    };
  }, []);
  const Tag = as;
  return <Tag ref={(node: HTMLElement | null) => void (element.current = node)} {...attributes} />;
}
