import { c as Link, i as useSiteConfig } from "../entry.js";
import { t as require_jsx_runtime } from "./jsx-runtime-D3UvQVoU.js";
// src/features/legal/content/zahlungsarten-page.tsx
var import_jsx_runtime = require_jsx_runtime();
function Component() {
	const site = useSiteConfig();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: "prose legal-page",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", { children: "Zahlungsarten" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
				"Bei ",
				site.shopName,
				" bezahlen Sie bequem auf Rechnung. Sie erhalten Ihr Erinnerungsbuch zuerst und bezahlen erst danach. Das ist zurzeit die einzige Zahlungsart, die wir anbieten."
			] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "kauf-auf-rechnung",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "Kauf auf Rechnung" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: "So funktioniert es" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ol", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Sie bestellen Ihre fertigen Bücher im Warenkorb. Wir bestätigen Ihnen den Eingang und danach die Annahme Ihrer Bestellung per E-Mail." }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Wir stellen Ihre Bücher her und schicken sie Ihnen zu." }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Ihre Rechnung erhalten Sie mit der Lieferung." }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Sie überweisen den Rechnungsbetrag innerhalb von 14 Tagen nach Erhalt der Ware auf das Konto, das auf der Rechnung steht. Bitte geben Sie als Verwendungszweck die Rechnungsnummer an, damit wir Ihre Zahlung richtig zuordnen können." })
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: "Auf einen Blick" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Zahlungsziel" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: "14 Tage nach Erhalt der Ware, ohne Abzug" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Zahlungsweg" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: "Überweisung auf unser Konto. Aus Österreich überweisen Sie einfach per SEPA-Überweisung in Euro." }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Zusätzliche Gebühren" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: "Keine. Für den Kauf auf Rechnung berechnen wir nichts extra." }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Voraussetzung" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: "Ein registriertes Kundenkonto mit bestätigter E-Mail-Adresse und eine Lieferanschrift in Deutschland oder Österreich." }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Bonitätsprüfung" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: "Findet nicht statt. Wir fragen keine Auskunfteien ab." })
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: "Wenn eine Zahlung ausbleibt" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Es kann immer einmal passieren, dass eine Rechnung untergeht – gerade in einer schweren Zeit. Ist Ihre Zahlung nach Ablauf der Frist noch nicht bei uns eingegangen, erinnern wir Sie freundlich daran. Wenn Sie Fragen zur Rechnung haben oder mehr Zeit brauchen, melden Sie sich bitte bei uns. Wir suchen gemeinsam nach einer Lösung." })
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "weitere-zahlungsarten",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "Weitere Zahlungsarten" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Andere Zahlungsarten wie Kreditkarte, Lastschrift, Sofortüberweisung oder Ratenzahlung bieten wir derzeit nicht an. Weitere Zahlungsarten können später hinzukommen. Sobald das der Fall ist, finden Sie sie hier auf dieser Seite." })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "fragen",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "Fragen zu Ihrer Rechnung?" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
						"Sie erreichen uns telefonisch unter ",
						site.supportPhone,
						" (Mo–Fr 8–20 Uhr, Sa 9–16 Uhr) oder per E-Mail an",
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
							href: `mailto:${site.supportEmail}`,
							children: site.supportEmail
						}),
						"."
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
						"Die verbindlichen Regeln zur Zahlung finden Sie in unseren",
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: "/agb#abschnitt-5",
							children: "Allgemeinen Geschäftsbedingungen (§ 5 Zahlung)"
						}),
						". Preise und Versandkosten finden Sie auf den Seiten ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: "/preise",
							children: "Preise"
						}),
						" und",
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: "/versand",
							children: "Versand und Lieferung"
						}),
						"."
					] })
				]
			})
		]
	});
}
export { Component };
