import { o as useTranslation } from "../entry.js";
import { K as require_react, Y as __toESM, d as useNavigate, t as require_jsx_runtime } from "./jsx-runtime-D3UvQVoU.js";
import { i as useFormats, n as usePapers } from "./get-papers-BTaqghfC.js";
import { n as formatEuro, t as bookPriceCents } from "./src-RERq0qK0.js";
import { t as ChoiceCard } from "./choice-card-7QKIJKz9.js";
import { a as useSelection, d as finishChoices, f as settleFinishes, i as updateSelection, l as choosePaper, t as STEP_PATHS } from "./step-paths-C9B8lA8D.js";
import { t as prepareStep } from "./prepare-step-Cor3mw8l.js";
// src/features/selection/components/finish-picker.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** Matt or glossy as large radio buttons; a single possible finish is stated, not offered. */
function FinishPicker({ label, options, value, onChange }) {
	const { t } = useTranslation();
	const name = (0, import_react.useId)();
	if (options.length < 2) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "finish-fixed",
		children: t("selection.paper.onlyFinish", {
			part: label,
			finish: t(`selection.paper.finish${value}`)
		})
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
		className: "finish-picker",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", { children: label }), options.map((finish) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
			className: "finish-picker__option",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				type: "radio",
				name,
				value: finish,
				checked: value === finish,
				onChange: () => onChange(finish)
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: t(`selection.paper.finish${finish}`) })]
		}, finish))]
	});
}
// src/features/selection/components/paper-card.tsx
function PaperCard({ paper, format, selected, saved, onChoose }) {
	const { t } = useTranslation();
	const choices = finishChoices({
		coverFinishes: paper.coverOptions,
		pagesFinishes: paper.pagesOptions,
		finishesLinked: paper.finishesLinked
	}, { allowedFinishes: format.allowedFinishes });
	const [finishes, setFinishes] = (0, import_react.useState)(() => settleFinishes(choices, selected ? saved : {
		cover: paper.coverOption,
		pages: paper.pagesOption
	}));
	const setCover = (cover) => setFinishes((current) => settleFinishes(choices, {
		...current,
		cover
	}));
	const setPages = (pages) => setFinishes((current) => settleFinishes(choices, {
		...current,
		pages
	}));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ChoiceCard, {
		title: paper.description,
		imageSrc: paper.imageSrc,
		selected,
		actionLabel: t("selection.paper.choose", { name: paper.description }),
		onChoose: () => onChoose(finishes),
		controls: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "paper-finishes",
			children: choices.linked ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FinishPicker, {
				label: t("selection.paper.coverAndPages"),
				options: choices.cover,
				value: finishes.cover,
				onChange: setCover
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FinishPicker, {
				label: t("selection.paper.cover"),
				options: choices.cover,
				value: finishes.cover,
				onChange: setCover
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FinishPicker, {
				label: t("selection.paper.pages"),
				options: choices.pages,
				value: finishes.pages,
				onChange: setPages
			})] })
		}),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "choice-card__price",
				children: t("selection.paper.fromPrice", { price: formatEuro(bookPriceCents(paper.pricing)) })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "choice-card__meta",
				children: [
					t("selection.paper.minPages", { count: paper.minPages }),
					" ·",
					" ",
					t("selection.paper.extraPages", {
						pages: paper.pricing.stepPages,
						price: formatEuro(paper.pricing.stepPriceCents)
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: paper.details })
		]
	});
}
// src/features/selection/routes/paper-step.tsx
var loader = () => prepareStep("paper");
function Component() {
	const { t } = useTranslation();
	const selection = useSelection();
	const formatId = selection.formatId;
	const format = useFormats().find((candidate) => candidate.id === formatId);
	const papers = usePapers(formatId);
	const navigate = useNavigate();
	if (!format) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "step-heading",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
			id: "step-heading",
			children: t("selection.paper.heading")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "choice-grid",
			children: papers.map((paper) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaperCard, {
				paper,
				format,
				selected: selection.paperId === paper.id,
				saved: {
					cover: selection.cover,
					pages: selection.pages
				},
				onChoose: (finishes) => {
					updateSelection((current) => choosePaper(current, paper.id, finishes));
					navigate(STEP_PATHS.details);
				}
			}, paper.id))
		})]
	});
}
export { Component, loader };
