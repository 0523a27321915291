import { R as redirect } from "./jsx-runtime-D3UvQVoU.js";
import { n as useStore, t as createStore } from "./external-store-Bye_BNBh.js";
import { s as paths } from "../entry.js";
import "./src-RERq0qK0.js";
// ../../packages/catalogue/src/finish.ts
/**
* Surface finishes of cover and inner pages. The numeric codes are the ones the API speaks
* (SPEC.md: "coverOption, pagesOption (1 = matt, otherwise glossy)").
*/
var FINISH = {
	matt: 1,
	glossy: 2
};
var isFinish = (value) => value === FINISH.matt || value === FINISH.glossy;
/** The finishes a customer can really pick for a paper in a format. */
function finishChoices(paper, format) {
	const allowed = (offered) => {
		const left = offered.filter((finish) => format.allowedFinishes.includes(finish));
		return left.length > 0 ? left : format.allowedFinishes.slice(0, 1);
	};
	const cover = allowed(paper.coverFinishes);
	const pages = allowed(paper.pagesFinishes);
	const linked = paper.finishesLinked;
	return {
		cover,
		pages: linked ? cover : pages,
		linked,
		showCoverChoice: cover.length > 1,
		showPagesChoice: !linked && pages.length > 1
	};
}
/**
* Settles a wished-for pair of finishes against what is possible: forced finishes win, a linked
* paper takes the cover's choice for the pages, and anything not offered falls back to the first
* option. Used both when restoring saved choices and when validating them on the server.
*/
function settleFinishes(choices, wished) {
	const pick = (options, want) => want != null && options.includes(want) ? want : options[0];
	const cover = pick(choices.cover, wished.cover);
	return {
		cover,
		pages: choices.linked ? cover : pick(choices.pages, wished.pages)
	};
}
// src/features/selection/model/selection.ts
var SELECTION_STEPS = [
	"format",
	"design",
	"paper",
	"details"
];
/** The earliest step whose choice is missing; 'details' when everything is chosen. */
function firstMissingStep(selection) {
	if (selection.formatId == null) return "format";
	if (selection.themeId == null) return "design";
	if (selection.paperId == null || selection.cover == null || selection.pages == null) return "paper";
	return "details";
}
/** A step may be shown once every earlier choice is made (SPEC.md: each step redirects to an earlier one). */
function redirectStepFor(step, selection) {
	const missing = firstMissingStep(selection);
	return SELECTION_STEPS.indexOf(step) > SELECTION_STEPS.indexOf(missing) ? missing : null;
}
/**
* Choosing a format keeps the design and paper only where the new format offers them; a paper
* that goes also takes its finishes with it.
*/
function chooseFormat(selection, formatId, offer) {
	const next = {
		...selection,
		formatId
	};
	if (next.themeId != null && !offer.themeIds.includes(next.themeId)) delete next.themeId;
	if (next.paperId != null && !offer.paperIds.includes(next.paperId)) {
		delete next.paperId;
		delete next.cover;
		delete next.pages;
	}
	return next;
}
function chooseDesign(selection, themeId) {
	return {
		...selection,
		themeId
	};
}
/** A new paper replaces the finishes; they were chosen on the paper's own card. */
function choosePaper(selection, paperId, finishes) {
	return {
		...selection,
		paperId,
		cover: finishes.cover,
		pages: finishes.pages
	};
}
// src/features/selection/model/selection-storage.ts
/** SPEC.md: the selection lives in session storage, so it survives a reload but not a new tab. */
var STORAGE_KEY = "eb.selection";
function loadSelection(storage = sessionStorage) {
	try {
		return sanitise(JSON.parse(storage.getItem(STORAGE_KEY) ?? "{}"));
	} catch {
		return {};
	}
}
function saveSelection(selection, storage = sessionStorage) {
	storage.setItem(STORAGE_KEY, JSON.stringify(selection));
}
/** Whatever is in storage may be old or edited by hand: keep only well-formed values. */
function sanitise(raw) {
	if (typeof raw !== "object" || raw === null) return {};
	const value = raw;
	const id = (input) => typeof input === "number" && Number.isInteger(input) && input > 0 ? input : void 0;
	const selection = {};
	const formatId = id(value.formatId);
	const themeId = id(value.themeId);
	const paperId = id(value.paperId);
	if (formatId) selection.formatId = formatId;
	if (themeId) selection.themeId = themeId;
	if (paperId) selection.paperId = paperId;
	if (isFinish(value.cover)) selection.cover = value.cover;
	if (isFinish(value.pages)) selection.pages = value.pages;
	if (typeof value.description === "string") selection.description = value.description;
	return selection;
}
// src/features/selection/model/selection-store.ts
var store;
/** One live copy of the selection for the step bar and the steps, written through to storage. */
function selectionStore() {
	store ??= createStore(loadSelection());
	return store;
}
var getSelection = () => selectionStore().get();
function updateSelection(change) {
	const next = change(selectionStore().get());
	saveSelection(next);
	selectionStore().set(next);
	return next;
}
var useSelection = () => useStore(selectionStore());
// src/features/selection/model/step-paths.ts
var STEP_PATHS = {
	format: paths.selection.format,
	design: paths.selection.design,
	paper: paths.selection.paper,
	details: paths.selection.details
};
/** For loaders: throws a redirect to the earliest missing step, or returns the selection. */
function requireStep(step) {
	const selection = getSelection();
	const missing = redirectStepFor(step, selection);
	if (missing) throw redirect(STEP_PATHS[missing]);
	return selection;
}
export { useSelection as a, chooseFormat as c, finishChoices as d, settleFinishes as f, updateSelection as i, choosePaper as l, requireStep as n, SELECTION_STEPS as o, getSelection as r, chooseDesign as s, STEP_PATHS as t, firstMissingStep as u };
