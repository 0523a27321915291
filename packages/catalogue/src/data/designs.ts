import type { DesignBackground, DesignRecord } from './types';

export const DESIGN_GROUPS = { classic: 'Klassisch', nature: 'Natur' } as const;

const ALL_FORMATS = [1, 2, 4];
/** Wide landscape artwork needs room; the mini format does not do it justice. */
const LARGE_FORMATS = [1, 2];

const assets = (key: string) => ({
  imageSrc: `/images/designs/${key}/cover.svg`,
  spreadSrc: `/images/designs/${key}/spread.svg`,
});

const backgrounds = (key: string, names: [string, string, string]): DesignBackground[] =>
  names.map((name, index) => ({ id: `${key}-${index + 1}`, name, src: `/images/designs/${key}/background-${index + 1}.svg` }));

export const DESIGNS: DesignRecord[] = [
  {
    themeId: 101,
    key: 'rosenzeit',
    description: 'Rosenzeit',
    details: 'Zarte Rosenranken in Altrosa auf warmem Elfenbein.',
    groups: [DESIGN_GROUPS.classic],
    formatIds: ALL_FORMATS,
    ...assets('rosenzeit'),
    typography: { headingFont: 'Cormorant Garamond', bodyFont: 'Lora', textColor: '#4a3436' },
    backgrounds: backgrounds('rosenzeit', ['Elfenbein', 'Rosenranke', 'Altrosa']),
    sortOrder: 1,
  },
  {
    themeId: 102,
    key: 'kerzenschein',
    description: 'Kerzenschein',
    details: 'Ein ruhiges Licht in Gold und tiefem Blau.',
    groups: [DESIGN_GROUPS.classic],
    formatIds: ALL_FORMATS,
    ...assets('kerzenschein'),
    typography: { headingFont: 'Cormorant Garamond', bodyFont: 'Source Sans 3', textColor: '#1f2a44' },
    backgrounds: backgrounds('kerzenschein', ['Nachtblau', 'Goldschein', 'Pergament']),
    sortOrder: 2,
  },
  {
    themeId: 103,
    key: 'schlichte-wuerde',
    description: 'Schlichte Würde',
    details: 'Klare Linien, viel Weißraum und eine feine Goldlinie.',
    groups: [DESIGN_GROUPS.classic],
    formatIds: ALL_FORMATS,
    ...assets('schlichte-wuerde'),
    typography: { headingFont: 'Lora', bodyFont: 'Source Sans 3', textColor: '#222222' },
    backgrounds: backgrounds('schlichte-wuerde', ['Reinweiß', 'Feine Linie', 'Hellgrau']),
    sortOrder: 3,
  },
  {
    themeId: 104,
    key: 'lebensbaum',
    description: 'Lebensbaum',
    details: 'Ein Baum mit tiefen Wurzeln – Sinnbild für Familie und Verbundenheit.',
    groups: [DESIGN_GROUPS.nature],
    formatIds: ALL_FORMATS,
    ...assets('lebensbaum'),
    typography: { headingFont: 'Lora', bodyFont: 'Lora', textColor: '#2f3b2a' },
    backgrounds: backgrounds('lebensbaum', ['Moosgrün', 'Blätterschatten', 'Leinen']),
    sortOrder: 4,
  },
  {
    themeId: 105,
    key: 'stille-weite',
    description: 'Stille Weite',
    details: 'Sanfte Hügel im Morgennebel, für große Landschaftsbilder.',
    groups: [DESIGN_GROUPS.nature],
    formatIds: LARGE_FORMATS,
    ...assets('stille-weite'),
    typography: { headingFont: 'Cormorant Garamond', bodyFont: 'Source Sans 3', textColor: '#2c3a45' },
    backgrounds: backgrounds('stille-weite', ['Morgennebel', 'Hügelland', 'Himmelblau']),
    sortOrder: 5,
  },
  {
    themeId: 106,
    key: 'abendrot',
    description: 'Abendrot',
    details: 'Warme Farben eines Sonnenuntergangs über dem See.',
    groups: [DESIGN_GROUPS.nature],
    formatIds: LARGE_FORMATS,
    ...assets('abendrot'),
    typography: { headingFont: 'Cormorant Garamond', bodyFont: 'Lora', textColor: '#43261e' },
    backgrounds: backgrounds('abendrot', ['Dämmerung', 'Seeufer', 'Sand']),
    sortOrder: 6,
  },
  {
    themeId: 107,
    key: 'federleicht',
    description: 'Federleicht',
    details: 'Schwebende Federn in Taubengrau – leicht und tröstlich.',
    groups: [DESIGN_GROUPS.nature, DESIGN_GROUPS.classic],
    formatIds: ALL_FORMATS,
    ...assets('federleicht'),
    typography: { headingFont: 'Cormorant Garamond', bodyFont: 'Source Sans 3', textColor: '#3a3f47' },
    backgrounds: backgrounds('federleicht', ['Taubengrau', 'Federflug', 'Wolkenweiß']),
    sortOrder: 7,
  },
];
