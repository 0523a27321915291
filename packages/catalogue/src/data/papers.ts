import { FINISH } from '../finish';
import type { BindingSpec, PaperRecord } from './types';

const SOFTCOVER = { kind: 'softcover', coverBoardMm: 0.3, wrapMm: 0, hingeMm: 0, boardOverhangMm: 0 } as const;
/** Grey board with the usual 15 mm turn-in, 8 mm hinges and 3 mm overhang. */
const HARDCOVER = { kind: 'hardcover', coverBoardMm: 2.5, wrapMm: 15, hingeMm: 8, boardOverhangMm: 3 } as const;
const binding = (base: typeof SOFTCOVER | typeof HARDCOVER, pageThicknessMm: number): BindingSpec => ({ ...base, pageThicknessMm });

const BOTH = [FINISH.matt, FINISH.glossy];
const MAX_PAGES = 96;

export const PAPERS: PaperRecord[] = [
  {
    id: 3,
    description: 'Softcover Echtfotopapier',
    details: 'Flexibler Einband, Seiten auf echtem Fotopapier belichtet. Umschlag und Innenseiten in derselben Oberfläche.',
    sortOrder: 1,
    minPages: 20,
    maxPages: MAX_PAGES,
    stepPages: 2,
    coverFinishes: BOTH,
    pagesFinishes: BOTH,
    finishesLinked: true,
    defaultCover: FINISH.matt,
    defaultPages: FINISH.matt,
    imageSrc: '/images/papers/softcover-echtfoto.svg',
    binding: binding(SOFTCOVER, 0.12),
    prices: [
      { formatId: 1, basePriceCents: 2995, stepPriceCents: 150 },
      { formatId: 2, basePriceCents: 2695, stepPriceCents: 150 },
      { formatId: 4, basePriceCents: 2299, stepPriceCents: 100 },
    ],
  },
  {
    id: 2,
    description: 'Hardcover Echtfotopapier',
    details: 'Fester Einband und dicke Seiten auf echtem Fotopapier, die flach aufliegen.',
    sortOrder: 2,
    minPages: 26,
    maxPages: MAX_PAGES,
    stepPages: 2,
    coverFinishes: BOTH,
    pagesFinishes: BOTH,
    finishesLinked: false,
    defaultCover: FINISH.matt,
    defaultPages: FINISH.matt,
    imageSrc: '/images/papers/hardcover-echtfoto.svg',
    binding: binding(HARDCOVER, 0.25),
    prices: [
      { formatId: 1, basePriceCents: 3995, stepPriceCents: 150 },
      { formatId: 2, basePriceCents: 3795, stepPriceCents: 150 },
    ],
  },
  {
    id: 1,
    description: 'Hardcover Digitaldruck',
    details: 'Fester Einband, Innenseiten im hochwertigen Digitaldruck auf mattem Papier.',
    sortOrder: 3,
    minPages: 24,
    maxPages: MAX_PAGES,
    stepPages: 4,
    coverFinishes: [FINISH.matt],
    pagesFinishes: [FINISH.matt],
    finishesLinked: false,
    defaultCover: FINISH.matt,
    defaultPages: FINISH.matt,
    imageSrc: '/images/papers/hardcover-digitaldruck.svg',
    binding: binding(HARDCOVER, 0.09),
    prices: [
      { formatId: 1, basePriceCents: 3595, stepPriceCents: 200 },
      { formatId: 2, basePriceCents: 3295, stepPriceCents: 200 },
    ],
  },
];
