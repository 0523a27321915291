import { FINISH } from '../finish';
import type { FormatRecord } from './types';

const BOTH = [FINISH.matt, FINISH.glossy];

export const FORMATS: FormatRecord[] = [
  {
    id: 1,
    description: 'A4 Hochformat',
    measurement: '21 × 29,7 cm',
    details: 'Das klassische Format mit viel Raum für große Fotos und Erinnerungen.',
    trimWidthMm: 210,
    trimHeightMm: 297,
    allowedFinishes: BOTH,
    imageSrc: '/images/formats/a4-hochformat.svg',
    sortOrder: 1,
    active: true,
  },
  {
    id: 2,
    description: 'Quadratisch',
    measurement: '20 × 20 cm',
    details: 'Ein ausgewogenes, handliches Format für Bilder im Hoch- und Querformat.',
    trimWidthMm: 200,
    trimHeightMm: 200,
    allowedFinishes: BOTH,
    imageSrc: '/images/formats/quadratisch.svg',
    sortOrder: 2,
    active: true,
  },
  {
    id: 3,
    description: 'Querformat (eingestellt)',
    measurement: '29,7 × 21 cm',
    details: 'Nicht mehr im Angebot.',
    trimWidthMm: 297,
    trimHeightMm: 210,
    allowedFinishes: BOTH,
    imageSrc: '/images/formats/a4-hochformat.svg',
    sortOrder: 3,
    active: false,
  },
  {
    id: 4,
    description: 'Mini',
    measurement: '13 × 19 cm',
    details: 'Klein und leicht – gut zum Verschenken an Familie und Freunde. Immer matt gedruckt.',
    trimWidthMm: 130,
    trimHeightMm: 190,
    allowedFinishes: [FINISH.matt],
    imageSrc: '/images/formats/mini.svg',
    sortOrder: 4,
    active: true,
  },
];
