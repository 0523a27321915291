import { a as queryOptions, o as useSuspenseQuery, r as formatsQuery, t as papersQuery } from "./get-papers-BTaqghfC.js";
import { t as apiGet } from "../entry.js";
import { t as queryClient } from "./query-client-DhvDYMkK.js";
import { i as updateSelection, n as requireStep, r as getSelection } from "./step-paths-C9B8lA8D.js";
// src/lib/api/products/get-designs.ts
var getDesigns = (formatId, signal) => apiGet(`/api/products/designs/${formatId}`, signal);
var designsQuery = (formatId) => queryOptions({
	queryKey: [
		"products",
		"designs",
		formatId
	],
	queryFn: ({ signal }) => getDesigns(formatId, signal)
});
var useDesigns = (formatId) => useSuspenseQuery(designsQuery(formatId)).data;
// src/features/selection/model/reconcile.ts
/**
* Drops stored choices the catalogue no longer offers (an old tab, a retired design), so a step
* never shows a choice that cannot be bought. Lists that were not loaded are not checked.
*/
function reconcileSelection(selection, known) {
	const next = { ...selection };
	if (known.formatIds && next.formatId != null && !known.formatIds.includes(next.formatId)) return {};
	if (known.themeIds && next.themeId != null && !known.themeIds.includes(next.themeId)) delete next.themeId;
	if (known.papers && next.paperId != null) {
		const paper = known.papers.find((candidate) => candidate.id === next.paperId);
		if (!(paper != null && (next.cover == null || paper.coverOptions.includes(next.cover)) && (next.pages == null || paper.pagesOptions.includes(next.pages)))) {
			delete next.paperId;
			delete next.cover;
			delete next.pages;
		}
	}
	return next;
}
// src/features/selection/routes/prepare-step.ts
/**
* The loader of every step: redirects when an earlier choice is missing, loads the catalogue the
* step shows, and forgets stored choices that the catalogue no longer offers.
*/
async function prepareStep(step) {
	const selection = requireStep(step);
	const formats = await queryClient.ensureQueryData(formatsQuery());
	const formatId = selection.formatId;
	const [designs, papers] = formatId == null ? [void 0, void 0] : await Promise.all([queryClient.ensureQueryData(designsQuery(formatId)), step === "design" ? void 0 : queryClient.ensureQueryData(papersQuery(formatId))]);
	const reconciled = reconcileSelection(getSelection(), {
		formatIds: formats.map((format) => format.id),
		themeIds: designs?.map((design) => design.themeId),
		papers
	});
	if (JSON.stringify(reconciled) !== JSON.stringify(getSelection())) {
		updateSelection(() => reconciled);
		requireStep(step);
	}
	return null;
}
export { designsQuery as n, useDesigns as r, prepareStep as t };
