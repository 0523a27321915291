import type { Design, Format, Paper } from '@eb/api-contract';
import { bookPriceCents, finishChoices, formatEuro, isFinish, settleFinishes, type Finish } from '@eb/catalogue';
import { NotFoundError } from '../../lib/domain-errors';
import type { DesignRow, FormatRow, PaperPriceRow, PaperRow, ProductsRepository } from './repository';

const FORMAT_NOT_FOUND = 'Dieses Format gibt es nicht oder es wird nicht mehr angeboten.';

export function createProductsService(repository: ProductsRepository) {
  async function requireFormat(formatId: number): Promise<FormatRow> {
    const format = await repository.findActiveFormat(formatId);
    if (!format) throw new NotFoundError('FORMAT_NOT_FOUND', FORMAT_NOT_FOUND);
    return format;
  }

  return {
    async listFormats(): Promise<Format[]> {
      const [rows, prices] = await Promise.all([repository.listActiveFormats(), repository.listAllPrices()]);
      return rows.map((format) => toFormat(format, prices.filter((price) => price.formatId === format.id)));
    },

    async listDesigns(formatId: number): Promise<Design[]> {
      await requireFormat(formatId);
      return (await repository.listDesignsForFormat(formatId)).map(toDesign);
    },

    async listPapers(formatId: number): Promise<Paper[]> {
      const format = await requireFormat(formatId);
      const rows = await repository.listPapersForFormat(formatId);
      return rows.map(({ paper, price }) => toPaper(paper, price, format));
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;

function toFormat(format: FormatRow, prices: PaperPriceRow[]): Format {
  const lowest = Math.min(...prices.map((price) => price.basePriceCents));
  return {
    id: format.id,
    description: format.description,
    measurement: format.measurement,
    // SPEC.md: the price info carries an asterisk after the euro sign (it points at the VAT note).
    priceInfo: Number.isFinite(lowest) ? `ab ${formatEuro(lowest)}*` : '',
    details: format.details,
    imageSrc: format.imageSrc,
    trimWidthMm: format.trimWidthMm,
    trimHeightMm: format.trimHeightMm,
    allowedFinishes: finishes(format.allowedFinishes),
  };
}

function toDesign(design: DesignRow): Design {
  return {
    themeId: design.themeId,
    key: design.key,
    description: design.description,
    details: design.details,
    groups: design.groups,
    imageSrc: design.imageSrc,
    spreadSrc: design.spreadSrc,
    typography: design.typography,
    backgrounds: design.backgrounds,
  };
}

function toPaper(paper: PaperRow, price: PaperPriceRow, format: FormatRow): Paper {
  const choices = finishChoices(
    { coverFinishes: finishes(paper.coverFinishes), pagesFinishes: finishes(paper.pagesFinishes), finishesLinked: paper.finishesLinked },
    { allowedFinishes: finishes(format.allowedFinishes) },
  );
  const preselected = settleFinishes(choices, { cover: asFinish(paper.defaultCover), pages: asFinish(paper.defaultPages) });
  const pricing = {
    minPages: paper.minPages,
    maxPages: paper.maxPages,
    stepPages: paper.stepPages,
    basePriceCents: price.basePriceCents,
    stepPriceCents: price.stepPriceCents,
  };
  return {
    id: paper.id,
    description: paper.description,
    details: paper.details,
    sortOrder: paper.sortOrder,
    minPrice: bookPriceCents(pricing) / 100,
    minPages: paper.minPages,
    pricing,
    coverOption: preselected.cover,
    pagesOption: preselected.pages,
    coverOptions: [...choices.cover],
    pagesOptions: [...choices.pages],
    finishesLinked: choices.linked,
    imageSrc: paper.imageSrc,
  };
}

const asFinish = (value: number): Finish | null => (isFinish(value) ? value : null);

function finishes(values: number[]): Finish[] {
  return values.filter(isFinish);
}
