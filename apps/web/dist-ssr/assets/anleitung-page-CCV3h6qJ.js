import { c as Link, i as useSiteConfig } from "../entry.js";
import { t as require_jsx_runtime } from "./jsx-runtime-D3UvQVoU.js";
// src/features/legal/content/anleitung-page.tsx
var import_jsx_runtime = require_jsx_runtime();
function Component() {
	const site = useSiteConfig();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: "prose legal-page",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", { children: "So entsteht Ihr Erinnerungsbuch" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Ein Erinnerungsbuch zu gestalten braucht keine Vorkenntnisse. Wir führen Sie Schritt für Schritt durch alles. Sie können jederzeit eine Pause machen und später in Ruhe weitermachen." }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "vorbereitung",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "Bevor Sie beginnen" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Legen Sie sich die Fotos zurecht, die Sie verwenden möchten – zum Beispiel in einem Ordner auf Ihrem Computer oder Tablet." }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Sie können ohne Anmeldung beginnen. Zum Bestellen brauchen Sie später ein Kundenkonto mit bestätigter E-Mail-Adresse." })] })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "schritte",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "Schritt für Schritt" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ol", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: "Format wählen" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Entscheiden Sie, wie groß Ihr Buch sein soll: A4 Hochformat (21 × 29,7 cm), Quadratisch (20 × 20 cm) oder Mini (13 × 19 cm). Klicken Sie einfach auf das Format, das Ihnen gefällt." })] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: "Design wählen" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Das Design bestimmt das Aussehen Ihres Buches, etwa Hintergründe und Schriften. Wählen Sie ein Design, das zu dem Menschen passt, an den Sie erinnern möchten." })] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: "Papier wählen" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
						"Sie wählen den Einband und das Papier, zum Beispiel Softcover oder Hardcover auf echtem Fotopapier. Bei manchen Papieren können Sie außerdem zwischen matt und glänzend wählen. Was die einzelnen Bücher kosten, sehen Sie direkt bei der Auswahl und auf unserer Seite ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: "/preise",
							children: "Preise"
						}),
						"."
					] })] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: "Ihrem Buch einen Namen geben" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Geben Sie Ihrem Buch einen Namen, zum Beispiel „Erinnerungen an Oma Helga“. So finden Sie es später leicht wieder. Der Name darf bis zu 150 Zeichen lang sein. Solange das Buch nicht bestellt ist, können Sie ihn in „Meine Bücher“ noch ändern." })] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: "Eine Gedenkseite verknüpfen (freiwillig)" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Gibt es für den verstorbenen Menschen eine Online-Gedenkseite, können Sie sie mit Ihrem Buch verknüpfen. Tippen Sie dazu den Namen ein und wählen Sie die passende Gedenkseite aus der Liste aus. Beim Gestalten können Sie dann Angaben wie Namen, Lebensdaten und Termine oder Kondolenzen in Ihr Buch übernehmen. Gibt es keine Gedenkseite, lassen Sie das Feld einfach leer." }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Danach klicken Sie auf „Buch gestalten“." })
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: "Fotos hochladen" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Wählen Sie die Fotos auf Ihrem Gerät aus. Bereits hochgeladene Fotos sehen Sie als kleine Vorschaubilder. Sie müssen nicht alle Fotos auf einmal hochladen." })] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: "Seiten gestalten – selbst oder mit dem Assistenten" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Sie haben zwei Möglichkeiten: Mit „Buch gestalten“ ordnen Sie Fotos und Texte selbst auf den Seiten an. Mit „Assistenten nutzen“ hilft Ihnen der Assistent dabei, Ihre Fotos auf die Seiten zu verteilen. Anschließend können Sie alles in Ruhe anpassen." }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Wenn Sie eine Gedenkseite verknüpft haben, sehen Sie deren Angaben am Rand und können sie in Ihr Buch übernehmen." })
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: "Buch fertigstellen" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Sehen Sie sich Ihr Buch vor dem Fertigstellen noch einmal in Ruhe an. Wir drucken es genau so, wie Sie es gestaltet haben. Prüfen Sie besonders Namen, Daten und die Schreibweise. Nach dem Fertigstellen können Sie das Buch nicht mehr verändern." })] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: "Bestellen" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Ihr fertiges Buch finden Sie unter „Meine Bücher“ bei den fertigen Büchern. Legen Sie es in den Warenkorb, wählen Sie die Lieferanschrift und prüfen Sie alle Angaben. Mit „Zahlungspflichtig bestellen“ schicken Sie Ihre Bestellung ab." }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
							"Sie bezahlen bequem auf Rechnung (",
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
								to: "/zahlungsarten",
								children: "Zahlungsarten"
							}),
							"). Die Lieferzeit beträgt 3–4 Werktage. Der Versand kostet 2,99 € nach Deutschland und 3,99 € nach Österreich je Bestellung (",
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
								to: "/versand",
								children: "Versand und Lieferung"
							}),
							")."
						] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Bestellte Bücher können Sie bis zu zwei Jahre nach der letzten Bestellung nachbestellen, zum Beispiel für weitere Familienmitglieder." })
					] })
				] })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "tipps",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "Tipps: Nehmen Sie sich Zeit" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Es gibt keine Eile." }), " Sie können jederzeit aufhören und später weitermachen. Ihr begonnenes Buch finden Sie unter „Meine Bücher“."] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Ihre Arbeit wird automatisch gespeichert." }), " Sie müssen nichts extra speichern."] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Registrieren Sie sich." }), " Dann finden Sie Ihr Buch auch auf einem anderen Gerät wieder. Begonnene Bücher bewahren wir 100 Tage nach der letzten Bearbeitung auf. Bevor wir ein Buch löschen, erinnern wir Sie per E-Mail."] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Größer sehen:" }), " Ein großer Bildschirm oder ein Tablet macht das Gestalten angenehmer. Ist Ihnen die Schrift zu klein, können Sie die Ansicht im Browser vergrößern – am Computer mit der Taste „Strg“ und der Plustaste, am Mac mit „cmd“ und der Plustaste."] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Gemeinsam geht es leichter." }), " Vielleicht möchte jemand aus Ihrer Familie oder ein guter Freund neben Ihnen sitzen und mit aussuchen."] })
				] })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "hilfe",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "Wir helfen Ihnen gern" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Wenn Sie nicht weiterkommen, rufen Sie uns einfach an. Wir nehmen uns Zeit für Sie." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", { children: [
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
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
						"Über Ihre Meinung zu ",
						site.shopName,
						" freuen wir uns. Schreiben Sie uns gern über unser",
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: "/feedback",
							children: "Feedback-Formular"
						}),
						"."
					] })
				]
			})
		]
	});
}
export { Component };
