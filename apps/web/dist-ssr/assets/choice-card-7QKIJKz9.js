import { o as useTranslation } from "../entry.js";
import { t as require_jsx_runtime } from "./jsx-runtime-D3UvQVoU.js";
// src/features/selection/components/choice-card.tsx
var import_jsx_runtime = require_jsx_runtime();
/** One option of a selection step; the whole card is a calm, large target with one clear button. */
function ChoiceCard({ title, imageSrc, imageAlt = "", selected, actionLabel, onChoose, children, controls }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: selected ? "choice-card choice-card--selected" : "choice-card",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
			className: "choice-card__image",
			src: imageSrc,
			alt: imageAlt,
			width: "600",
			height: "450",
			loading: "lazy"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "choice-card__body",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h2", {
					className: "choice-card__title",
					children: [title, selected && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "choice-card__badge",
						children: t("selection.format.selected")
					})]
				}),
				children,
				controls,
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: "button button--primary choice-card__action",
					onClick: onChoose,
					children: actionLabel
				})
			]
		})]
	});
}
export { ChoiceCard as t };
