/**
 * The design fonts (SIL OFL, from the @expo-google-fonts packages): one manifest that Node reads the
 * TTF files from and the server serves to the browser under `url`, so the editor and the PDF measure
 * with the same bytes. No fontkit here: the web app imports this cheaply.
 */
export interface FontFile {
  /** Stable id used in display lists, URLs and font libraries, e.g. 'lora-400-italic'. */
  id: string;
  family: FontFamily;
  weight: FontWeight;
  italic: boolean;
  /** The npm package holding the file; resolve `${packageName}/${file}` in Node. */
  packageName: string;
  file: string;
  /** Where the server serves it (immutable). */
  url: string;
}

export const FONT_FAMILIES = ['Cormorant Garamond', 'Lora', 'Source Sans 3'] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];
export type FontWeight = 400 | 600;

const PACKAGES: Record<FontFamily, { slug: string; packageName: string; filePrefix: string }> = {
  'Cormorant Garamond': { slug: 'cormorant-garamond', packageName: '@expo-google-fonts/cormorant-garamond', filePrefix: 'CormorantGaramond' },
  Lora: { slug: 'lora', packageName: '@expo-google-fonts/lora', filePrefix: 'Lora' },
  'Source Sans 3': { slug: 'source-sans-3', packageName: '@expo-google-fonts/source-sans-3', filePrefix: 'SourceSans3' },
};

const WEIGHT_NAMES: Record<FontWeight, string> = { 400: '400Regular', 600: '600SemiBold' };

const face = (family: FontFamily, weight: FontWeight, italic: boolean): FontFile => {
  const { slug, packageName, filePrefix } = PACKAGES[family];
  const id = `${slug}-${weight}${italic ? '-italic' : ''}`;
  const folder = `${WEIGHT_NAMES[weight]}${italic ? '_Italic' : ''}`;
  return { id, family, weight, italic, packageName, file: `${folder}/${filePrefix}_${folder}.ttf`, url: `/fonts/${id}.ttf` };
};

/** Every face a design may name: regular and semibold, upright and italic, of the three families. */
export const FONT_FILES: readonly FontFile[] = FONT_FAMILIES.flatMap((family) =>
  ([400, 600] as const).flatMap((weight) => [face(family, weight, false), face(family, weight, true)]),
);

const BY_FACE = new Map(FONT_FILES.map((file) => [`${file.family}|${file.weight}|${file.italic}`, file.id]));

/** The font id of a face; throws for a face the manifest lacks (a design naming it is a bug). */
export function fontIdFor(family: string, weight: number, italic: boolean): string {
  const id = BY_FACE.get(`${family}|${weight}|${italic}`);
  if (!id) throw new Error(`Unknown font face: ${family} ${weight}${italic ? ' italic' : ''}`);
  return id;
}

export const findFontFile = (fontId: string): FontFile | undefined => FONT_FILES.find((file) => file.id === fontId);
