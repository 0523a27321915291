import { describe, expect, it } from 'vitest';
import { safePath } from './safe-path';

const SHOP = 'https://shop.example.de';

describe('safePath: only places in this shop are followed', () => {
  it.each([
    ['/buecher?seite=2', '/buecher?seite=2'],
    ['/auswahl/format#oben', '/auswahl/format#oben'],
    [`${SHOP}/profil?x=1`, '/profil?x=1'],
    ['/%2F%2Fboese.example', '/%2F%2Fboese.example'],
    ['/a/../preise', '/preise'],
    // The parser reads a scheme like the base's own without '//' as a path here, as browsers do.
    ['https:boese.example', '/boese.example'],
  ])('keeps %s as %s', (value, expected) => {
    expect(safePath(value, SHOP)).toBe(expected);
  });

  it.each([
    '//boese.example',
    '//boese.example/buecher',
    '/\t/boese.example',
    '/\n/boese.example',
    '/\r\n/boese.example',
    '\t//boese.example',
    ' //boese.example',
    '/\\boese.example',
    '\\\\boese.example',
    '\\/boese.example',
    '/./\\boese.example',
    '/.//boese.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://boese.example',
    'https://boese.example/buecher',
    'http://shop.example.de/buecher',
    'https://shop.example.de.boese.example/',
    'https://shop.example.de@boese.example/',
    'http:\\\\boese.example',
    'blob:https://boese.example/1',
    '',
    null,
    undefined,
  ])('sends %j home', (value) => {
    expect(safePath(value, SHOP)).toBe('/');
  });

  it('judges by the page’s own origin when none is given', () => {
    expect(safePath('/buecher')).toBe('/buecher');
    expect(safePath('//boese.example')).toBe('/');
  });
});
