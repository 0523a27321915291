import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DESIGNS } from '@eb/catalogue/data';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

interface Face {
  family: string;
  weight: number;
  style: string;
  source: string;
}

/** The faces fonts.css brings in, read from the @font-face rules of the files it imports. */
function selfHostedFaces(): Face[] {
  const css = readFileSync(new URL('./fonts.css', import.meta.url), 'utf8');
  const imports = [...css.matchAll(/@import '([^']+)';/g)].map((match) => match[1] ?? '');
  return imports.flatMap((specifier) =>
    [...readFileSync(require.resolve(specifier), 'utf8').matchAll(/@font-face\s*{([^}]*)}/g)].map(([, rule = '']) => ({
      family: /font-family:\s*'([^']+)'/.exec(rule)?.[1] ?? '',
      weight: Number(/font-weight:\s*(\d+)/.exec(rule)?.[1]),
      style: /font-style:\s*(\w+)/.exec(rule)?.[1] ?? '',
      source: /src:([^;]*)/.exec(rule)?.[1] ?? '',
    })),
  );
}

describe('self-hosted fonts (fonts.css)', () => {
  const faces = selfHostedFaces();
  const has = (family: string, weight: number) => faces.some((face) => face.family === family && face.weight === weight && face.style === 'normal');

  it.each(DESIGNS.map((design) => [design.description, design.typography] as const))(
    'has the faces that the design %s names (headings 600, body 400)',
    (_name, typography) => {
      expect(has(typography.headingFont, 600), typography.headingFont).toBe(true);
      expect(has(typography.bodyFont, 400), typography.bodyFont).toBe(true);
    },
  );

  it("has the shop's own faces", () => {
    expect(has('Source Sans 3', 400)).toBe(true);
    expect(has('Source Sans 3', 600)).toBe(true);
    expect(has('Cormorant Garamond', 600)).toBe(true);
  });

  it('loads every face from files in the package, never from a font CDN', () => {
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces) expect(face.source).toMatch(/^\s*url\(\.\/files\//);
  });
});
