import { c as Link, i as useSiteConfig } from "../entry.js";
import { t as require_jsx_runtime } from "./jsx-runtime-D3UvQVoU.js";
// src/features/legal/content/impressum-page.tsx
var import_jsx_runtime = require_jsx_runtime();
function Component() {
	const site = useSiteConfig();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: "prose legal-page",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", { children: "Impressum" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "anbieter",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "Angaben gemäß § 5 DDG" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("address", { children: [
						site.operatorName,
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("br", {}),
						site.operatorStreet,
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("br", {}),
						site.operatorPostalCode,
						" ",
						site.operatorCity,
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("br", {}),
						site.operatorCountry
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Vertreten durch die Geschäftsführung" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: site.operatorManagingDirector }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Registereintrag" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: site.operatorRegister }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: site.operatorVatId })
					] })
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "kontakt",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "Kontakt" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Telefon" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dd", { children: [
						site.supportPhone,
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("br", {}),
						"Mo–Fr 8–20 Uhr, Sa 9–16 Uhr"
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "E-Mail" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
						href: `mailto:${site.supportEmail}`,
						children: site.supportEmail
					}) })
				] })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "verantwortlich",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("address", { children: [
					site.operatorManagingDirector,
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("br", {}),
					site.operatorStreet,
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("br", {}),
					site.operatorPostalCode,
					" ",
					site.operatorCity,
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("br", {}),
					site.operatorCountry
				] })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "streitbeilegung",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "Online-Streitbeilegung und Verbraucherschlichtung" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Die Europäische Kommission hat ihre Plattform zur Online-Streitbeilegung (OS-Plattform) zum 20. Juli 2025 eingestellt. Sie steht daher nicht mehr zur Verfügung." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
						"Wenn Sie eine Frage oder eine Beschwerde haben, wenden Sie sich bitte direkt an uns. Wir suchen gemeinsam mit Ihnen nach einer Lösung. Mehr dazu lesen Sie in unseren",
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: "/agb#abschnitt-11",
							children: "Allgemeinen Geschäftsbedingungen (§§ 11 und 12)"
						}),
						"."
					] })
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "inhalte",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "Inhalte unserer Kundinnen und Kunden" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
					"Die Erinnerungsbücher gestalten unsere Kundinnen und Kunden selbst. Die Bücher sind nicht öffentlich. Wir drucken und liefern sie nur in deren Auftrag, und geteilt werden sie nur von ihnen selbst. Für Fotos und Texte in diesen Büchern sind die Kundinnen und Kunden verantwortlich. Wie wir mit persönlichen Daten umgehen, lesen Sie in unserer ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: "/datenschutz",
						children: "Datenschutzerklärung"
					}),
					"."
				] })]
			})
		]
	});
}
export { Component };
