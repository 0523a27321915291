/**
 * The one price function of the shop. Prices are gross euro cents (VAT included); a book costs the
 * paper's base price for its minimum page count plus one step price for every started step of
 * extra pages. Page counts must sit on the paper's step grid between minimum and maximum.
 */
export interface PaperPricing {
  minPages: number;
  maxPages: number;
  stepPages: number;
  basePriceCents: number;
  stepPriceCents: number;
}

export class InvalidPageCountError extends Error {
  constructor(
    readonly pages: number,
    readonly pricing: PaperPricing,
  ) {
    super(
      `Page count ${pages} is not offered: ${pricing.minPages}–${pricing.maxPages} pages in steps of ${pricing.stepPages}.`,
    );
    this.name = 'InvalidPageCountError';
  }
}

export function isValidPageCount(pages: number, pricing: PaperPricing): boolean {
  return (
    Number.isInteger(pages) &&
    pages >= pricing.minPages &&
    pages <= pricing.maxPages &&
    (pages - pricing.minPages) % pricing.stepPages === 0
  );
}

export function bookPriceCents(pricing: PaperPricing, pages: number = pricing.minPages): number {
  if (!isValidPageCount(pages, pricing)) throw new InvalidPageCountError(pages, pricing);
  const extraSteps = (pages - pricing.minPages) / pricing.stepPages;
  return pricing.basePriceCents + extraSteps * pricing.stepPriceCents;
}

/** Every page count a customer may choose for a paper, smallest first. */
export function pageCountOptions(pricing: PaperPricing): number[] {
  const counts: number[] = [];
  for (let pages = pricing.minPages; pages <= pricing.maxPages; pages += pricing.stepPages) counts.push(pages);
  return counts;
}

const euroFormat = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** German price text, e.g. 3445 → "34,45 €". */
export function formatEuro(cents: number): string {
  return euroFormat.format(cents / 100);
}
