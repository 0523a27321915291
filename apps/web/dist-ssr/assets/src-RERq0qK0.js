// ../../packages/catalogue/src/pricing.ts
var InvalidPageCountError = class extends Error {
	pages;
	pricing;
	constructor(pages, pricing) {
		super(`Page count ${pages} is not offered: ${pricing.minPages}–${pricing.maxPages} pages in steps of ${pricing.stepPages}.`);
		this.pages = pages;
		this.pricing = pricing;
		this.name = "InvalidPageCountError";
	}
};
function isValidPageCount(pages, pricing) {
	return Number.isInteger(pages) && pages >= pricing.minPages && pages <= pricing.maxPages && (pages - pricing.minPages) % pricing.stepPages === 0;
}
function bookPriceCents(pricing, pages = pricing.minPages) {
	if (!isValidPageCount(pages, pricing)) throw new InvalidPageCountError(pages, pricing);
	const extraSteps = (pages - pricing.minPages) / pricing.stepPages;
	return pricing.basePriceCents + extraSteps * pricing.stepPriceCents;
}
var euroFormat = new Intl.NumberFormat("de-DE", {
	style: "currency",
	currency: "EUR"
});
/** German price text, e.g. 3445 → "34,45 €". */
function formatEuro(cents) {
	return euroFormat.format(cents / 100);
}
export { formatEuro as n, bookPriceCents as t };
