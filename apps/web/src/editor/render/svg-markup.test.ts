import { describe, expect, it } from 'vitest';
import { markedSvg, setHrefs } from './svg-markup';

describe('a drawing whose photos are set on its elements', () => {
  it('marks each photo drawn with its index and a placeholder address, in drawing order', () => {
    const { markup, photoIds } = markedSvg(
      (imageHref) => `<svg><image x="1" href="${imageHref('a')}"/><g><image href="${imageHref('b')}"/></g><image href="${imageHref('a')}"/></svg>`,
      'data:grey',
    );
    expect(photoIds).toEqual(['a', 'b', 'a']);
    expect(markup).toBe('<svg><image x="1" href="data:grey" data-photo-index="0"/><g><image href="data:grey" data-photo-index="1"/></g><image href="data:grey" data-photo-index="2"/></svg>');
  });

  it('gives the same string whichever photos have arrived: an arrival changes no markup', () => {
    const write = (imageHref: (id: string) => string) => `<svg><image href="${imageHref('a')}"/></svg>`;
    expect(markedSvg(write, 'data:grey').markup).toBe(markedSvg(write, 'data:grey').markup);
  });
});

/** A drawn <image>: enough of an Element for setHrefs. */
function fakeImage(index: number, attributes: Record<string, string>) {
  const values = new Map(Object.entries({ ...attributes, 'data-photo-index': String(index) }));
  return { getAttribute: (name: string) => values.get(name) ?? null, setAttribute: (name: string, value: string) => void values.set(name, value) };
}
const drawingOf = (images: ReturnType<typeof fakeImage>[]) => ({ querySelectorAll: () => images }) as unknown as Element;

describe('setting the photos on a drawing', () => {
  it('keeps a photo’s image while its next one is made, but never shows another photo’s', () => {
    const first = fakeImage(0, { href: 'data:grey' });
    const second = fakeImage(1, { href: 'data:grey' });
    const drawing = drawingOf([first, second]);
    setHrefs(drawing, ['blob:a-160', 'blob:b-160'], ['a', 'b']);
    expect(first.getAttribute('href')).toBe('blob:a-160');
    // A zoom asks for a larger image of a: grey while it is made — the 160-px image stays instead.
    setHrefs(drawing, ['data:grey', 'blob:b-160'], ['a', 'b']);
    expect(first.getAttribute('href')).toBe('blob:a-160');
    setHrefs(drawing, ['blob:a-240', 'blob:b-160'], ['a', 'b']);
    expect(first.getAttribute('href')).toBe('blob:a-240');
    // The same drawing now shows photo c where a was: grey until c is here, not a.
    setHrefs(drawing, ['data:grey', 'blob:b-160'], ['c', 'b']);
    expect(first.getAttribute('href')).toBe('data:grey');
  });
});
