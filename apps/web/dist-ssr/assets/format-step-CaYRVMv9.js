import { a as whileBusy, o as useTranslation } from "../entry.js";
import { d as useNavigate, t as require_jsx_runtime } from "./jsx-runtime-D3UvQVoU.js";
import { n as designsQuery, t as prepareStep } from "./prepare-step-Cor3mw8l.js";
import { i as useFormats, t as papersQuery } from "./get-papers-BTaqghfC.js";
import { t as queryClient } from "./query-client-DhvDYMkK.js";
import { t as ChoiceCard } from "./choice-card-7QKIJKz9.js";
import { a as useSelection, c as chooseFormat, i as updateSelection, t as STEP_PATHS } from "./step-paths-C9B8lA8D.js";
// src/features/selection/routes/format-step.tsx
var import_jsx_runtime = require_jsx_runtime();
var loader = () => prepareStep("format");
function Component() {
	const { t } = useTranslation();
	const formats = useFormats();
	const selection = useSelection();
	const navigate = useNavigate();
	async function choose(formatId) {
		const [designs, papers] = await whileBusy(Promise.all([queryClient.fetchQuery(designsQuery(formatId)), queryClient.fetchQuery(papersQuery(formatId))]));
		updateSelection((current) => chooseFormat(current, formatId, {
			themeIds: designs.map((design) => design.themeId),
			paperIds: papers.map((paper) => paper.id)
		}));
		await navigate(STEP_PATHS.design);
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "step-heading",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
			id: "step-heading",
			children: t("selection.format.heading")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "choice-grid",
			children: formats.map((format) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ChoiceCard, {
				title: format.description,
				imageSrc: format.imageSrc,
				selected: selection.formatId === format.id,
				actionLabel: t("selection.format.choose", { name: format.description }),
				onChoose: () => void choose(format.id),
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "choice-card__meta",
						children: format.measurement
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "choice-card__price",
						children: format.priceInfo
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: format.details })
				]
			}, format.id))
		})]
	});
}
export { Component, loader };
