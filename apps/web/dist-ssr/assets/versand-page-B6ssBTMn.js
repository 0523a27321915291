import { c as Link, i as useSiteConfig } from "../entry.js";
import { t as require_jsx_runtime } from "./jsx-runtime-D3UvQVoU.js";
// src/features/legal/content/versand-page.tsx
var import_jsx_runtime = require_jsx_runtime();
function Component() {
	const site = useSiteConfig();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: "prose legal-page",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", { children: "Versand und Lieferung" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Wir liefern Ihr Erinnerungsbuch nach Deutschland und Österreich. Hier lesen Sie, was der Versand kostet, wie lange er dauert und was Sie tun können, wenn einmal etwas nicht stimmt." }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "versandkosten",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "Versandkosten" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Die Versandkosten berechnen wir einmal je Bestellung – ganz gleich, wie viele Bücher Sie bestellen." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Lieferung nach Deutschland" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: "2,99 € je Bestellung" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Lieferung nach Österreich" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: "3,99 € je Bestellung" })
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Ein Beispiel: Sie bestellen drei Bücher an eine Anschrift in Deutschland. Dann zahlen Sie für den Versand einmal 2,99 €." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
						"Alle Preise enthalten die gesetzliche Umsatzsteuer. Die Preise der Bücher finden Sie auf unserer Seite",
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: "/preise",
							children: "Preise"
						}),
						"."
					] })
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "lieferzeit",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "Lieferzeit: 3–4 Werktage" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Ihr Buch ist in der Regel 3–4 Werktage nach unserer Auftragsbestätigung bei Ihnen:" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "etwa 2 Werktage, um Ihr Buch zu drucken und zu binden," }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "danach 1–2 Werktage auf dem Postweg." })] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Werktage sind Montag bis Freitag, außer an gesetzlichen Feiertagen." })
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "weihnachten",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "Bestellungen vor Weihnachten" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Bestellungen, die bis zum 18. Dezember bei uns eingehen, versenden wir bis zum 21. Dezember. In der Vorweihnachtszeit haben die Versandunternehmen sehr viel zu tun. Die Zustellung kann dann etwas länger dauern. Bitte bestellen Sie deshalb möglichst früh, wenn Ihr Buch zu einem bestimmten Tag da sein soll." })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "verpackung",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "Verpackung" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Wir verpacken jedes Buch sorgfältig in einer stabilen Versandverpackung, damit es Ecken, Kanten und Oberfläche unbeschadet zu Ihnen schafft. Mehrere Bücher einer Bestellung schicken wir Ihnen in der Regel in einem Paket." })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "sendungsverfolgung",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "Sendungsverfolgung" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Sobald Ihr Paket unterwegs ist, schicken wir Ihnen eine E-Mail mit der Sendungsnummer. Damit können Sie verfolgen, wo sich Ihr Paket gerade befindet." })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "lieferanschrift",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "Lieferanschrift" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Wir liefern an Anschriften in Deutschland und Österreich. Die Lieferanschrift wählen Sie im Warenkorb. Bitte prüfen Sie sie vor dem Bestellen genau, damit Ihr Buch ohne Umwege ankommt." })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "transportschaden",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "Wenn das Paket beschädigt ankommt" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Trotz sorgfältiger Verpackung kann auf dem Transportweg einmal etwas passieren. Dann gehen Sie bitte so vor:" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ol", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Ist das Paket schon von außen deutlich beschädigt, bitten Sie die Zustellerin oder den Zusteller, den Schaden zu vermerken." }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Machen Sie ein paar Fotos vom Paket und vom beschädigten Buch." }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [
							"Melden Sie sich bei uns per E-Mail an ",
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
								href: `mailto:${site.supportEmail}`,
								children: site.supportEmail
							}),
							" ",
							"oder telefonisch unter ",
							site.supportPhone,
							" (Mo–Fr 8–20 Uhr, Sa 9–16 Uhr)."
						] })
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Wir kümmern uns dann um alles Weitere. Ist Ihr Buch beschädigt, drucken wir es in der Regel kostenlos neu. Ihre gesetzlichen Rechte bleiben davon unberührt – auch wenn Sie den Schaden nicht sofort bemerken oder dem Versandunternehmen nicht melden. Die Fotos und Hinweise helfen uns nur, den Schaden schneller zu klären." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Ist Ihr Paket nach der angegebenen Lieferzeit noch nicht angekommen, melden Sie sich bitte ebenfalls bei uns." })
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "mehr",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "Mehr dazu" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
					"Die verbindlichen Regeln zu Lieferung und Versandkosten finden Sie in unseren",
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: "/agb#abschnitt-3",
						children: "Allgemeinen Geschäftsbedingungen"
					}),
					". Wie Sie bezahlen, lesen Sie unter",
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: "/zahlungsarten",
						children: "Zahlungsarten"
					}),
					"."
				] })]
			})
		]
	});
}
export { Component };
