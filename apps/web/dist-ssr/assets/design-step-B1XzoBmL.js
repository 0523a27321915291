import { K as require_react, Y as __toESM, d as useNavigate, t as require_jsx_runtime } from "./jsx-runtime-D3UvQVoU.js";
import { o as useTranslation } from "../entry.js";
import { r as useDesigns, t as prepareStep } from "./prepare-step-Cor3mw8l.js";
import { t as ChoiceCard } from "./choice-card-7QKIJKz9.js";
import { a as useSelection, i as updateSelection, s as chooseDesign, t as STEP_PATHS } from "./step-paths-C9B8lA8D.js";
// src/features/selection/components/group-filter.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** Design groups as toggle buttons: shown only when there is more than one group (SPEC.md). */
function GroupFilter({ groups, active, onChange }) {
	const { t } = useTranslation();
	const options = [{
		value: null,
		label: t("selection.design.allGroups")
	}, ...groups.map((group) => ({
		value: group,
		label: group
	}))];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		role: "group",
		"aria-label": t("selection.design.groupsLabel"),
		className: "group-filter",
		children: options.map((option) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
			type: "button",
			className: "group-filter__option",
			"aria-pressed": active === option.value,
			onClick: () => onChange(option.value),
			children: option.label
		}, option.label))
	});
}
// src/features/selection/components/spread-preview.tsx
/** A modal with a design's sample double page; Escape or the button closes it. */
function SpreadPreview({ title, src, onClose }) {
	const { t } = useTranslation();
	const dialogRef = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		dialogRef.current?.showModal();
	}, []);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dialog", {
		ref: dialogRef,
		className: "spread-preview",
		"aria-labelledby": "spread-preview-title",
		onClose,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "spread-preview-title",
				children: title
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
				src,
				alt: "",
				width: "1200",
				height: "600"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: "button button--primary",
				onClick: () => dialogRef.current?.close(),
				autoFocus: true,
				children: t("messageBox.close")
			})
		]
	});
}
// src/features/selection/routes/design-step.tsx
var loader = () => prepareStep("design");
function Component() {
	const { t } = useTranslation();
	const selection = useSelection();
	const designs = useDesigns(selection.formatId);
	const navigate = useNavigate();
	const [group, setGroup] = (0, import_react.useState)(null);
	const [preview, setPreview] = (0, import_react.useState)(null);
	const groups = [...new Set(designs.flatMap((design) => design.groups))];
	const shown = group ? designs.filter((design) => design.groups.includes(group)) : designs;
	async function choose(themeId) {
		updateSelection((current) => chooseDesign(current, themeId));
		await navigate(STEP_PATHS.paper);
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "step-heading",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				id: "step-heading",
				children: t("selection.design.heading")
			}),
			groups.length > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GroupFilter, {
				groups,
				active: group,
				onChange: setGroup
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "choice-grid",
				children: shown.map((design) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChoiceCard, {
					title: design.description,
					imageSrc: design.imageSrc,
					selected: selection.themeId === design.themeId,
					actionLabel: t("selection.design.choose", { name: design.description }),
					onChoose: () => void choose(design.themeId),
					controls: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "button button--link",
						onClick: () => setPreview(design),
						children: t("selection.design.preview")
					}),
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: design.details })
				}, design.themeId))
			}),
			preview && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SpreadPreview, {
				title: t("selection.design.previewTitle", { name: preview.description }),
				src: preview.spreadSrc,
				onClose: () => setPreview(null)
			})
		]
	});
}
export { Component, loader };
