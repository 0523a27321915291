import { c as Link, o as useTranslation } from "../entry.js";
import { n as Outlet } from "./components-BNY1ZwEg.js";
import { t as require_jsx_runtime, u as useMatches } from "./jsx-runtime-D3UvQVoU.js";
import { a as useSelection, o as SELECTION_STEPS, t as STEP_PATHS, u as firstMissingStep } from "./step-paths-C9B8lA8D.js";
// src/features/selection/components/step-bar.tsx
var import_jsx_runtime = require_jsx_runtime();
var BAR_STEPS = [
	{
		step: "format",
		labelKey: "selection.steps.format"
	},
	{
		step: "design",
		labelKey: "selection.steps.design"
	},
	{
		step: "paper",
		labelKey: "selection.steps.paper"
	},
	{
		step: "details",
		labelKey: "selection.steps.name"
	},
	{
		step: "create",
		labelKey: "selection.steps.create"
	}
];
/**
* Format, design, paper, name, create (SPEC.md): steps before the first missing choice are done
* and link back; later ones are dimmed and not links until their turn.
*/
function StepBar({ current, selection }) {
	const { t } = useTranslation();
	const reachable = SELECTION_STEPS.indexOf(firstMissingStep(selection));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("nav", {
		"aria-label": t("selection.stepsLabel"),
		className: "step-bar",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", { children: BAR_STEPS.map(({ step, labelKey }, index) => {
			const isCurrent = step === current;
			const isOpen = step !== "create" && index <= reachable;
			const state = isCurrent ? "current" : isOpen && index < reachable ? "done" : isOpen ? "open" : "locked";
			const content = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "step-bar__number",
					"aria-hidden": "true",
					children: index + 1
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "step-bar__label",
					children: t(labelKey)
				}),
				state !== "open" && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "visually-hidden",
					children: [", ", t(`selection.stepState.${state}`)]
				})
			] });
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
				className: `step-bar__step step-bar__step--${state}`,
				"data-step": step,
				children: isOpen && !isCurrent ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: STEP_PATHS[step],
					children: content
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					"aria-current": isCurrent ? "step" : void 0,
					children: content
				})
			}, step);
		}) })
	});
}
// src/features/selection/routes/selection-layout.tsx
function Component() {
	const { t } = useTranslation();
	const selection = useSelection();
	const step = useMatches().map((match) => match.handle?.selectionStep).findLast((candidate) => candidate != null);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "selection",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "selection__eyebrow",
				children: t("selection.title")
			}),
			step && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StepBar, {
				current: step,
				selection
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Outlet, {})
		]
	});
}
export { Component };
