import { describe, expect, it } from 'vitest';
import { markedSvg } from './svg-markup';

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
