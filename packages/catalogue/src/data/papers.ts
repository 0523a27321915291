import { FINISH } from '../finish';
import type { PaperRecord } from './types';

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
    prices: [
      { formatId: 1, basePriceCents: 3595, stepPriceCents: 200 },
      { formatId: 2, basePriceCents: 3295, stepPriceCents: 200 },
    ],
  },
];
