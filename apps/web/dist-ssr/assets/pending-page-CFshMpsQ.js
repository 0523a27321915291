import { c as Link, o as useTranslation, r as getSiteConfig, s as paths } from "../entry.js";
import { t as require_jsx_runtime, u as useMatches } from "./jsx-runtime-D3UvQVoU.js";
// src/app/routes/pending-page.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* Login, registration and feedback arrive with the accounts issue. Until then these addresses
* say plainly what works today and how to reach a person.
*/
function Component() {
	const { t } = useTranslation();
	const site = getSiteConfig();
	const handle = useMatches().at(-1)?.handle;
	const isFeedback = handle?.titleKey === "pending.feedbackTitle";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "prose notice-page",
		"aria-labelledby": "pending-title",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				id: "pending-title",
				children: t(handle?.titleKey ?? "pending.loginTitle")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t(isFeedback ? "pending.feedbackText" : "pending.accountText") }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t("pending.contact", {
				email: site.supportEmail,
				phone: site.supportPhone,
				hours: t("footer.hotlineHours")
			}) }),
			!isFeedback && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "notice-page__actions",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					to: paths.selection.root,
					className: "button button--primary",
					children: t("pending.startSelection")
				})
			})
		]
	});
}
export { Component };
