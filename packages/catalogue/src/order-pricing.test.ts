import { describe, expect, it } from 'vitest';
import { FORMATS, PAPERS } from './data';
import {
  DELIVERY_COUNTRIES,
  InvalidOrderError,
  orderTotals,
  priceLine,
  priceOrder,
  vatContainedCents,
  vatLineLabel,
  invoiceDueText,
  type DeliveryCountry,
} from './order-pricing';
import { InvalidPageCountError, type PaperPricing } from './pricing';

/** PRODUCT.md's catalogue table, written out independently of the data files it checks. */
const TABLE = [
  { paperId: 3, formatId: 1, minPages: 20, step: 2, base: 2995, extra: 150 },
  { paperId: 3, formatId: 2, minPages: 20, step: 2, base: 2695, extra: 150 },
  { paperId: 3, formatId: 4, minPages: 20, step: 2, base: 2299, extra: 100 },
  { paperId: 2, formatId: 1, minPages: 26, step: 2, base: 3995, extra: 150 },
  { paperId: 2, formatId: 2, minPages: 26, step: 2, base: 3795, extra: 150 },
  { paperId: 1, formatId: 1, minPages: 24, step: 4, base: 3595, extra: 200 },
  { paperId: 1, formatId: 2, minPages: 24, step: 4, base: 3295, extra: 200 },
] as const;
/** PRODUCT.md: shipping per order and VAT by delivery country. */
const COUNTRY = { de: { shipping: 299, rate: 19 }, at: { shipping: 399, rate: 20 } } as const;
const QUANTITIES = [1, 2, 3, 7, 99];

const pricingOf = (paperId: number, formatId: number): PaperPricing => {
  const paper = PAPERS.find((candidate) => candidate.id === paperId);
  const price = paper?.prices.find((candidate) => candidate.formatId === formatId);
  if (!paper || !price) throw new Error(`no price for paper ${paperId} in format ${formatId}`);
  return { minPages: paper.minPages, maxPages: paper.maxPages, stepPages: paper.stepPages, ...price };
};

/**
 * Half-up rounding of gross × rate / (100 + rate), checked in integers without reusing the code under
 * test: vat − ½ ≤ exact < vat + ½.
 */
const isRoundedHalfUp = (vat: number, gross: number, rate: number) => {
  const divisor = 100 + rate;
  const twiceExactTimesDivisor = 2 * gross * rate;
  return 2 * vat * divisor - divisor <= twiceExactTimesDivisor && twiceExactTimesDivisor < 2 * vat * divisor + divisor;
};

describe('the catalogue offers exactly the table of PRODUCT.md', () => {
  it('has a price for every active format × paper pair in the table and no other', () => {
    const offered = PAPERS.flatMap((paper) =>
      paper.prices.filter((price) => FORMATS.find((format) => format.id === price.formatId)?.active).map((price) => `${paper.id}/${price.formatId}`),
    );
    expect(offered.sort()).toEqual(TABLE.map((row) => `${row.paperId}/${row.formatId}`).sort());
  });
});

describe('priceOrder: every format × paper × country, several page counts and quantities', () => {
  const cases = TABLE.flatMap((row) =>
    (['de', 'at'] as const).flatMap((country) =>
      [row.minPages, row.minPages + row.step, row.minPages + 5 * row.step, 96].map((pages) => ({ ...row, country, pages })),
    ),
  );

  it.each(cases)('paper $paperId, format $formatId, $pages pages to $country', ({ paperId, formatId, minPages, step, base, extra, country, pages }) => {
    const unit = base + ((pages - minPages) / step) * extra;
    const { shipping, rate } = COUNTRY[country];
    for (const quantity of QUANTITIES) {
      const order = priceOrder([{ pricing: pricingOf(paperId, formatId), pages, quantity }], country);
      const total = unit * quantity + shipping;
      expect(order.lines[0]).toMatchObject({ unitPriceCents: unit, lineTotalCents: unit * quantity, quantity, pages });
      expect(order).toMatchObject({ booksCents: unit * quantity, shippingCents: shipping, totalCents: total, vatRatePercent: rate, country });
      // Rounded to the nearest cent, an exact half up, and net + VAT = gross.
      expect(isRoundedHalfUp(order.vatCents, total, rate)).toBe(true);
      expect(order.netCents + order.vatCents).toBe(total);
    }
  });
});

describe('worked examples a customer can check on the invoice', () => {
  it('one A4 softcover with 20 pages to Germany: 29,95 + 2,99 = 32,94 €, of which 5,26 € VAT', () => {
    const order = priceOrder([{ pricing: pricingOf(3, 1), pages: 20, quantity: 1 }], 'de');
    expect(order).toMatchObject({ totalCents: 3294, vatCents: 526, netCents: 2768, vatRatePercent: 19 });
  });

  it('the same book to Austria: 29,95 + 3,99 = 33,94 €, of which 5,66 € VAT at 20 %', () => {
    const order = priceOrder([{ pricing: pricingOf(3, 1), pages: 20, quantity: 1 }], 'at');
    expect(order).toMatchObject({ totalCents: 3394, vatCents: 566, netCents: 2828, vatRatePercent: 20 });
  });

  it('several books ship once: three lines to Germany pay 2,99 € shipping in total', () => {
    const order = priceOrder(
      [
        { pricing: pricingOf(3, 4), pages: 22, quantity: 3 },
        { pricing: pricingOf(2, 2), pages: 26, quantity: 1 },
        { pricing: pricingOf(1, 1), pages: 28, quantity: 2 },
      ],
      'de',
    );
    expect(order.lines.map((line) => line.lineTotalCents)).toEqual([3 * 2399, 3795, 2 * 3795]);
    expect(order.shippingCents).toBe(299);
    expect(order.totalCents).toBe(3 * 2399 + 3795 + 2 * 3795 + 299);
  });

  it('rounds the VAT once on the total, not per line (two A4 hardcovers: 13,23 €, not 13,24 €)', () => {
    const order = priceOrder([{ pricing: pricingOf(2, 1), pages: 26, quantity: 2 }], 'de');
    expect(order.totalCents).toBe(8289);
    const perPosition = 2 * vatContainedCents(3995, 19) + vatContainedCents(299, 19);
    expect(perPosition).toBe(1324);
    expect(order.vatCents).toBe(1323);
  });

  it('rounds an exact half cent up (kaufmännisch)', () => {
    expect(vatContainedCents(9, 20)).toBe(2); // 1.5 ct
    expect(vatContainedCents(15, 20)).toBe(3); // 2.5 ct
    expect(vatContainedCents(7, 20)).toBe(1); // 1.17 ct
    expect(vatContainedCents(0, 19)).toBe(0);
  });

  it('keeps the line data of the caller beside the prices', () => {
    const order = priceOrder([{ pricing: pricingOf(3, 2), pages: 20, quantity: 1, bookId: 'b-1' }], 'at');
    expect(order.lines[0]?.bookId).toBe('b-1');
  });
});

describe('orderTotals: an order priced from what it copied at purchase', () => {
  it('uses the copied rate and shipping, not today’s catalogue', () => {
    const totals = orderTotals([2995, 2995], 450, 16);
    expect(totals).toMatchObject({ booksCents: 5990, shippingCents: 450, totalCents: 6440, vatRatePercent: 16 });
    expect(totals.vatCents).toBe(888); // 6440 × 16 / 116 = 888.28
  });

  it('refuses an empty order and amounts that are not whole cents', () => {
    expect(() => orderTotals([], 299, 19)).toThrow(InvalidOrderError);
    expect(() => orderTotals([29.95], 299, 19)).toThrow(InvalidOrderError);
    expect(() => orderTotals([-1], 299, 19)).toThrow(InvalidOrderError);
    expect(() => orderTotals([2995], 299, 19.5)).toThrow(InvalidOrderError);
  });
});

describe('refused orders', () => {
  const line = { pricing: pricingOf(3, 1), pages: 20, quantity: 1 };

  it.each([0, 100, 1.5, -1, Number.NaN])('refuses %s copies', (quantity) => {
    expect(() => priceOrder([{ ...line, quantity }], 'de')).toThrow(expect.objectContaining({ reason: 'quantity' }));
    expect(() => priceLine({ ...line, quantity })).toThrow(InvalidOrderError);
  });

  it('refuses a page count off the paper’s grid', () => {
    expect(() => priceOrder([{ ...line, pages: 21 }], 'de')).toThrow(InvalidPageCountError);
  });

  it('refuses an order without books and a country the shop does not deliver to', () => {
    expect(() => priceOrder([], 'de')).toThrow(expect.objectContaining({ reason: 'empty' }));
    expect(() => priceOrder([line], 'ch' as DeliveryCountry)).toThrow(expect.objectContaining({ reason: 'country' }));
  });
});

describe('delivery countries as data', () => {
  it('holds PRODUCT.md’s shipping prices and rates', () => {
    expect(DELIVERY_COUNTRIES.de).toMatchObject({ name: 'Deutschland', shippingCents: 299, vatRatePercent: 19 });
    expect(DELIVERY_COUNTRIES.at).toMatchObject({ name: 'Österreich', shippingCents: 399, vatRatePercent: 20 });
  });

  it('writes the VAT line in German', () => {
    expect(vatLineLabel(19)).toBe('enthaltene MwSt. 19\u00a0%');
  });
});

describe('payment terms', () => {
  it('states the due rule of PRODUCT.md in words: 14 days after receipt of the goods', () => {
    expect(invoiceDueText()).toBe('Zahlbar ohne Abzug innerhalb von 14 Tagen nach Erhalt der Ware.');
  });
});
