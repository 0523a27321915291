import type { DesignBackground, DesignOrnament, DesignRecord } from './types';
import { typeScale } from './typography';

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

/** Each design's ornaments: a wide divider and a small emblem (apps/web/public/images/designs/<key>/ornament-*.svg). */
const ornaments = (key: string, items: [string, string][]): DesignOrnament[] =>
  items.map(([kind, name]) => ({ id: `${key}-${kind}`, name, src: `/images/designs/${key}/ornament-${kind}.svg` }));

export const DESIGNS: DesignRecord[] = [
  {
    themeId: 101,
    key: 'rosenzeit',
    description: 'Rosenzeit',
    details: 'Zarte Rosenranken in Altrosa auf warmem Elfenbein.',
    groups: [DESIGN_GROUPS.classic],
    formatIds: ALL_FORMATS,
    ...assets('rosenzeit'),
    typography: typeScale({ heading: 'Cormorant Garamond', body: 'Lora', textColor: '#4a3436', mutedColor: '#7a6466', accentColor: '#6e3d44' }),
    backgrounds: backgrounds('rosenzeit', ['Elfenbein', 'Rosenranke', 'Altrosa']),
    ornaments: ornaments('rosenzeit', [['divider', 'Rosenranke'], ['emblem', 'Rose']]),
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
    typography: typeScale({ heading: 'Cormorant Garamond', body: 'Source Sans 3', textColor: '#1f2a44', mutedColor: '#5b6275' }),
    backgrounds: backgrounds('kerzenschein', ['Pergament', 'Goldschein', 'Nachtblau']),
    ornaments: ornaments('kerzenschein', [['divider', 'Sternenlinie'], ['emblem', 'Kerze']]),
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
    typography: typeScale({ heading: 'Lora', body: 'Source Sans 3', textColor: '#222222', mutedColor: '#6b6b6b' }),
    backgrounds: backgrounds('schlichte-wuerde', ['Reinweiß', 'Feine Linie', 'Hellgrau']),
    ornaments: ornaments('schlichte-wuerde', [['divider', 'Goldlinie'], ['emblem', 'Raute']]),
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
    typography: typeScale({ heading: 'Lora', body: 'Lora', textColor: '#2f3b2a', mutedColor: '#5e6a57', accentColor: '#3f5a33' }),
    backgrounds: backgrounds('lebensbaum', ['Moosgrün', 'Blätterschatten', 'Leinen']),
    ornaments: ornaments('lebensbaum', [['divider', 'Blätterzweig'], ['emblem', 'Lebensbaum']]),
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
    typography: typeScale({ heading: 'Cormorant Garamond', body: 'Source Sans 3', textColor: '#2c3a45', mutedColor: '#62737f' }),
    backgrounds: backgrounds('stille-weite', ['Morgennebel', 'Hügelland', 'Himmelblau']),
    ornaments: ornaments('stille-weite', [['divider', 'Hügellinie'], ['emblem', 'Vogelzug']]),
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
    typography: typeScale({ heading: 'Cormorant Garamond', body: 'Lora', textColor: '#43261e', mutedColor: '#7a5a50', accentColor: '#6b3a2c' }),
    backgrounds: backgrounds('abendrot', ['Dämmerung', 'Seeufer', 'Sand']),
    ornaments: ornaments('abendrot', [['divider', 'Wellenlinie'], ['emblem', 'Abendsonne']]),
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
    typography: typeScale({ heading: 'Cormorant Garamond', body: 'Source Sans 3', textColor: '#3a3f47', mutedColor: '#6e737b' }),
    backgrounds: backgrounds('federleicht', ['Taubengrau', 'Federflug', 'Wolkenweiß']),
    ornaments: ornaments('federleicht', [['divider', 'Federlinie'], ['emblem', 'Feder']]),
    sortOrder: 7,
  },
];
