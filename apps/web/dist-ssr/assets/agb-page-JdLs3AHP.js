import { c as Link, i as useSiteConfig } from "../entry.js";
import { t as require_jsx_runtime } from "./jsx-runtime-D3UvQVoU.js";
// src/features/legal/content/agb-page.tsx
var import_jsx_runtime = require_jsx_runtime();
function Component() {
	const site = useSiteConfig();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: "prose legal-page",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", { children: "Allgemeine Geschäftsbedingungen" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
				"Hier finden Sie die Bedingungen, die für Ihre Bestellung bei ",
				site.shopName,
				" gelten. Wir haben uns bemüht, sie so klar wie möglich zu formulieren. Wenn Ihnen etwas unklar ist, rufen Sie uns gern an oder schreiben Sie uns."
			] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "abschnitt-1",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "§ 1 Geltungsbereich und Begriffsbestimmungen" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ol", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [
						"Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für alle Verträge über die Herstellung und Lieferung von Erinnerungsbüchern, die Sie über den Online-Shop ",
						site.shopName,
						" mit uns schließen:",
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
						"Im Folgenden nennen wir uns „wir“ oder „Anbieter“."
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Abweichende Bedingungen unserer Kunden gelten nur, wenn wir ihnen ausdrücklich schriftlich zustimmen." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Verbraucher ist jede natürliche Person, die einen Vertrag zu Zwecken abschließt, die überwiegend weder ihrer gewerblichen noch ihrer selbständigen beruflichen Tätigkeit zugerechnet werden können (§ 13 BGB). Unternehmer ist eine natürliche oder juristische Person oder eine rechtsfähige Personengesellschaft, die bei Abschluss des Vertrags in Ausübung ihrer gewerblichen oder selbständigen beruflichen Tätigkeit handelt (§ 14 BGB), zum Beispiel ein Bestattungsunternehmen." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: ["In diesen AGB bedeuten:", /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Erinnerungsbuch" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: "ein gedrucktes Fotobuch, das Sie selbst im Browser gestalten – mit Ihren eigenen Fotos und Texten." }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Gedenkseite" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: "eine Online-Gedenkseite für einen verstorbenen Menschen. Sie können eine Gedenkseite mit Ihrem Buch verknüpfen und ausgewählte Inhalte daraus in das Buch übernehmen." }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Kundenkonto" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dd", { children: [
							"Ihr persönlicher Zugang zu ",
							site.shopName,
							". Zum Bestellen brauchen Sie ein registriertes Kundenkonto mit bestätigter E-Mail-Adresse."
						] })
					] })] })
				] })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "abschnitt-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "§ 2 Angebot und Vertragsschluss" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ol", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Die Darstellung unserer Produkte im Shop ist noch kein verbindliches Angebot. Sie ist eine Einladung an Sie, eine Bestellung abzugeben." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: ["So kommt Ihre Bestellung zustande:", /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ol", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Sie gestalten Ihr Erinnerungsbuch und stellen es fertig." }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Sie legen ein oder mehrere fertige Bücher in den Warenkorb und wählen die Lieferanschrift." }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Auf der Bestellübersicht sehen Sie alle Angaben noch einmal: Bücher, Anzahl, Preise, Versandkosten und Anschrift. Dort können Sie Eingabefehler erkennen und korrigieren, zum Beispiel eine Anschrift ändern oder ein Buch aus dem Warenkorb nehmen. Inhaltliche Änderungen am Buch selbst sind nur möglich, solange es noch nicht fertiggestellt ist." }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Mit einem Klick auf die Schaltfläche „Zahlungspflichtig bestellen“ geben Sie ein verbindliches Angebot zum Kauf der Bücher im Warenkorb ab." })
					] })] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Kurz nach Ihrer Bestellung erhalten Sie eine automatische E-Mail, die den Eingang Ihrer Bestellung bestätigt (Eingangsbestätigung). Diese E-Mail ist noch keine Annahme Ihres Angebots." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Der Vertrag kommt erst zustande, wenn wir Ihre Bestellung mit einer gesonderten E-Mail ausdrücklich annehmen (Auftragsbestätigung). Nehmen wir Ihre Bestellung nicht innerhalb von fünf Werktagen an, sind Sie nicht mehr an sie gebunden." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Wir können Bestellungen ablehnen, deren Menge über den haushaltsüblichen Bedarf hinausgeht. Wenn Sie größere Mengen benötigen, sprechen Sie uns bitte vorher an." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Wir speichern den Vertragstext. Mit der Auftragsbestätigung senden wir Ihnen die Bestelldaten und diese AGB per E-Mail zu. Die jeweils aktuellen AGB können Sie jederzeit auf dieser Seite lesen, ausdrucken oder speichern." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Die Vertragssprache ist Deutsch." })
				] })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "abschnitt-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "§ 3 Leistung und Lieferung" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ol", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Wir drucken und binden Ihr Erinnerungsbuch genau so, wie Sie es gestaltet und fertiggestellt haben. Für die Inhalte – Fotos, Texte, Rechtschreibung und Anordnung – sind Sie selbst verantwortlich. Wir lesen Ihr Buch nicht Korrektur. Bitte prüfen Sie es deshalb sorgfältig, bevor Sie es fertigstellen." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Fotos mit geringer Auflösung können im Druck unscharf wirken. Farben auf dem Bildschirm und auf Papier sehen nie ganz gleich aus. Geringe, technisch bedingte Farbabweichungen sind daher kein Mangel." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [
						"Wir liefern an Anschriften in Deutschland und Österreich. Näheres finden Sie auf unserer Seite",
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: "/versand",
							children: "Versand und Lieferung"
						}),
						"."
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Die Lieferzeit beträgt 3–4 Werktage: etwa 2 Werktage für die Herstellung und 1–2 Werktage für den Postweg. Sie beginnt am Tag nach unserer Auftragsbestätigung. Werktage sind Montag bis Freitag, außer an gesetzlichen Feiertagen." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Vor Weihnachten gilt: Bestellungen, die bis zum 18. Dezember bei uns eingehen, versenden wir bis zum 21. Dezember." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Können wir nicht rechtzeitig liefern, etwa wegen einer Störung, die wir nicht zu vertreten haben, sagen wir Ihnen sofort Bescheid und nennen Ihnen den voraussichtlichen neuen Liefertermin." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Sind Sie Verbraucher, tragen wir das Risiko, dass die Ware auf dem Versandweg beschädigt wird oder verloren geht, bis sie Ihnen übergeben wird. Sind Sie Unternehmer, geht dieses Risiko auf Sie über, sobald wir die Ware dem Versandunternehmen übergeben haben." })
				] })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "abschnitt-4",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "§ 4 Preise und Versandkosten" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ol", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [
						"Alle Preise im Shop sind Endpreise in Euro. Sie enthalten die gesetzliche Umsatzsteuer. Es gilt der Preis, der zum Zeitpunkt Ihrer Bestellung angezeigt wird. Eine Übersicht finden Sie auf unserer Seite",
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: "/preise",
							children: "Preise"
						}),
						"."
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Der Bruttopreis ist für Deutschland und Österreich gleich. Auf der Rechnung weisen wir die Umsatzsteuer mit dem Satz des Lieferlandes aus: 19 % für Deutschland, 20 % für Österreich." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: ["Zusätzlich zum Preis der Bücher berechnen wir Versandkosten je Bestellung – unabhängig davon, wie viele Bücher Sie bestellen:", /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Lieferung nach Deutschland: 2,99 €" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Lieferung nach Österreich: 3,99 €" })] })] })
				] })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "abschnitt-5",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "§ 5 Zahlung" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ol", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [
						"Zurzeit bieten wir eine Zahlungsart an: Kauf auf Rechnung. Andere Zahlungsarten wie Kreditkarte, Lastschrift oder Ratenzahlung bieten wir derzeit nicht an. Einzelheiten finden Sie auf unserer Seite",
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: "/zahlungsarten",
							children: "Zahlungsarten"
						}),
						"."
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Ihre Rechnung erhalten Sie mit der Lieferung. Der Rechnungsbetrag ist 14 Tage nach Erhalt der Ware ohne Abzug fällig. Bitte überweisen Sie ihn auf das Konto, das auf der Rechnung steht, und geben Sie dabei die Rechnungsnummer an." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Geht Ihre Zahlung nicht rechtzeitig ein, erinnern wir Sie zunächst daran. Die gesetzlichen Regeln zum Zahlungsverzug bleiben unberührt." })
				] })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "abschnitt-6",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "§ 6 Eigentumsvorbehalt" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ol", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Die gelieferten Bücher bleiben unser Eigentum, bis Sie die Rechnung vollständig bezahlt haben." }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Sind Sie Unternehmer, bleibt die Ware unser Eigentum, bis alle Forderungen aus der laufenden Geschäftsbeziehung bezahlt sind." })] })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "widerrufsbelehrung",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "§ 7 Widerrufsbelehrung" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: "Bitte beachten Sie vorab: kein Widerrufsrecht für Erinnerungsbücher" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Jedes Erinnerungsbuch fertigen wir einzeln nach Ihrer Gestaltung an – mit Ihren Fotos, Ihren Texten und Ihrer Auswahl von Format, Design und Papier. Für solche Waren besteht kein Widerrufsrecht. Das Gesetz schließt es aus bei Verträgen zur Lieferung von Waren, die nicht vorgefertigt sind und für deren Herstellung eine individuelle Auswahl oder Bestimmung durch den Verbraucher maßgeblich ist oder die eindeutig auf die persönlichen Bedürfnisse des Verbrauchers zugeschnitten sind (§ 312g Abs. 2 Nr. 1 BGB; für Verbraucher in Österreich § 18 Abs. 1 Z 3 FAGG)." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Dieser Ausschluss gilt für alle Erinnerungsbücher, die Sie bei uns bestellen. Damit Sie wissen, welche Regeln sonst für Verbraucher beim Kauf im Internet gelten, geben wir die gesetzliche Widerrufsbelehrung und das Muster-Widerrufsformular trotzdem vollständig wieder. Sie gelten nur, soweit ausnahmsweise ein Widerrufsrecht besteht. Ein Widerrufsrecht haben nur Verbraucher. Ihre Rechte bei Mängeln (§ 8) bleiben vom Ausschluss unberührt." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: "Widerrufsbelehrung" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Widerrufsrecht" }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben bzw. hat." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Um Ihr Widerrufsrecht auszuüben, müssen Sie uns" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("address", { children: [
						site.operatorName,
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("br", {}),
						site.operatorStreet,
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("br", {}),
						site.operatorPostalCode,
						" ",
						site.operatorCity,
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("br", {}),
						site.operatorCountry,
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("br", {}),
						"Telefon: ",
						site.supportPhone,
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("br", {}),
						"E-Mail: ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
							href: `mailto:${site.supportEmail}`,
							children: site.supportEmail
						})
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Folgen des Widerrufs" }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie die Waren zurückgesandt haben, je nachdem, welches der frühere Zeitpunkt ist." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Sie haben die Waren unverzüglich und in jedem Fall spätestens binnen vierzehn Tagen ab dem Tag, an dem Sie uns über den Widerruf dieses Vertrags unterrichten, an uns zurückzusenden oder zu übergeben. Die Frist ist gewahrt, wenn Sie die Waren vor Ablauf der Frist von vierzehn Tagen absenden." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Sie tragen die unmittelbaren Kosten der Rücksendung der Waren." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Sie müssen für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser Wertverlust auf einen zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang mit ihnen zurückzuführen ist." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Ausschluss des Widerrufsrechts" }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Das Widerrufsrecht besteht nicht bei Verträgen zur Lieferung von Waren, die nicht vorgefertigt sind und für deren Herstellung eine individuelle Auswahl oder Bestimmung durch den Verbraucher maßgeblich ist oder die eindeutig auf die persönlichen Bedürfnisse des Verbrauchers zugeschnitten sind. Das trifft auf jedes Erinnerungsbuch zu." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Ende der Widerrufsbelehrung" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: "Muster-Widerrufsformular" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "An" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("address", { children: [
						site.operatorName,
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("br", {}),
						site.operatorStreet,
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("br", {}),
						site.operatorPostalCode,
						" ",
						site.operatorCity,
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("br", {}),
						site.operatorCountry,
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("br", {}),
						"E-Mail: ",
						site.supportEmail
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Bestellt am (*)/erhalten am (*)" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Name des/der Verbraucher(s)" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Anschrift des/der Verbraucher(s)" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Datum" })
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "(*) Unzutreffendes streichen." })
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "abschnitt-8",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "§ 8 Gewährleistung" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ol", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Es gelten die gesetzlichen Rechte bei Mängeln (Gewährleistung)." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Sind Sie Verbraucher, verjähren Ihre Mängelansprüche nach den gesetzlichen Fristen, bei neuen Waren in der Regel zwei Jahre nach der Lieferung." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Sind Sie Unternehmer, beträgt die Gewährleistungsfrist 12 Monate ab Lieferung. Diese Verkürzung gilt nicht für Schadensersatzansprüche wegen Verletzung von Leben, Körper oder Gesundheit, bei Vorsatz oder grober Fahrlässigkeit, bei arglistig verschwiegenen Mängeln und soweit wir eine Garantie übernommen haben. Für Kaufleute gilt außerdem die Pflicht, die Ware zu untersuchen und Mängel unverzüglich zu rügen (§ 377 HGB; in Österreich §§ 377 f. UGB)." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Kein Mangel sind Fehler, die aus Ihren eigenen Inhalten stammen – etwa Tippfehler, unscharfe oder gering aufgelöste Fotos oder eine ungünstige Anordnung –, sowie geringe, technisch bedingte Farbabweichungen zwischen Bildschirm und Druck." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Hat Ihr Buch einen Mangel, melden Sie sich bitte bei uns, am besten mit einem Foto der betroffenen Stelle. In der Regel drucken wir das Buch dann kostenlos neu. Ihre gesetzlichen Rechte bleiben davon unberührt." })
				] })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "abschnitt-9",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "§ 9 Haftung" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ol", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei Verletzung von Leben, Körper oder Gesundheit, nach dem Produkthaftungsgesetz, bei arglistig verschwiegenen Mängeln und soweit wir eine Garantie übernommen haben." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Bei leichter Fahrlässigkeit haften wir nur, wenn wir eine wesentliche Vertragspflicht verletzen. Das sind Pflichten, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung Sie regelmäßig vertrauen dürfen. In diesem Fall ist unsere Haftung auf den vorhersehbaren, vertragstypischen Schaden begrenzt." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Diese Regeln gelten auch für unsere Mitarbeiterinnen, Mitarbeiter und Beauftragten." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [
						"Ihre Entwürfe speichern wir automatisch und sorgfältig. Wir sind aber kein Fotoarchiv: Bücher und hochgeladene Fotos löschen wir nach den Fristen, die in unserer",
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: "/datenschutz",
							children: "Datenschutzerklärung"
						}),
						" genannt sind. Bitte bewahren Sie Ihre Originalfotos deshalb immer selbst auf."
					] })
				] })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "abschnitt-10",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "§ 10 Aufrechnungsverbot" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ol", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Sie können nur mit Gegenforderungen aufrechnen, die unbestritten, rechtskräftig festgestellt oder von uns anerkannt sind. Das gilt nicht für Gegenforderungen aus demselben Vertrag, insbesondere wegen Mängeln." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Ein Zurückbehaltungsrecht können Sie nur wegen Ansprüchen aus demselben Vertrag ausüben." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Zwingende Rechte von Verbrauchern in Österreich, insbesondere nach § 6 Abs. 1 Z 8 KSchG, bleiben unberührt." })
				] })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "abschnitt-11",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "§ 11 Online-Streitbeilegung" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Die Europäische Kommission hat ihre Plattform zur Online-Streitbeilegung (OS-Plattform) zum 20. Juli 2025 eingestellt. Die Plattform steht daher nicht mehr zur Verfügung." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
						"Wenn Sie eine Frage oder eine Beschwerde haben, wenden Sie sich bitte direkt an uns – per E-Mail an",
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
							href: `mailto:${site.supportEmail}`,
							children: site.supportEmail
						}),
						" oder telefonisch unter ",
						site.supportPhone,
						" ",
						"(Mo–Fr 8–20 Uhr, Sa 9–16 Uhr). Wir suchen gemeinsam mit Ihnen nach einer Lösung."
					] })
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "abschnitt-12",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "§ 12 Verbraucherschlichtung" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen." })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "abschnitt-13",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "§ 13 Datenschutz" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
					"Wir verarbeiten Ihre personenbezogenen Daten nur, soweit es für Ihr Kundenkonto, die Gestaltung, Herstellung und Lieferung Ihrer Bücher und die Abwicklung Ihrer Bestellung nötig ist oder das Gesetz es verlangt. Alles Weitere, auch wie lange wir Bücher und Fotos aufbewahren, erklären wir in unserer",
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						to: "/datenschutz",
						children: "Datenschutzerklärung"
					}),
					"."
				] })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "abschnitt-14",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "§ 14 Nutzungsrechte" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ol", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Die Fotos, Texte und sonstigen Inhalte, die Sie hochladen oder aus einer Gedenkseite übernehmen, bleiben Ihre Inhalte." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Damit wir Ihr Buch herstellen können, räumen Sie uns ein einfaches, nicht übertragbares und unentgeltliches Recht ein, diese Inhalte zu speichern, im Editor anzuzeigen, für den Druck technisch aufzubereiten (zum Beispiel zu skalieren oder farblich an den Druck anzupassen), zu vervielfältigen und als gedrucktes Buch an Sie oder die von Ihnen genannte Lieferanschrift zu liefern. Das gilt auch für Nachbestellungen und für Kopien, die Sie selbst mit anderen Menschen teilen." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Wir nutzen Ihre Inhalte nur für diese Zwecke. Wir verwenden sie nicht für Werbung. Das Recht endet, wenn die Inhalte nach den Fristen unserer Datenschutzerklärung gelöscht werden." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Sie versichern, dass Sie die nötigen Rechte an allen Inhalten haben – insbesondere das Urheberrecht oder die Erlaubnis des Urhebers, etwa des Fotografen, sowie das Einverständnis der abgebildeten Personen, soweit es erforderlich ist." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Verletzen Sie schuldhaft Rechte Dritter, stellen Sie uns von deren berechtigten Ansprüchen frei, die wegen Ihrer Inhalte gegen uns geltend gemacht werden, einschließlich angemessener Kosten der Rechtsverteidigung." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Wir prüfen Ihre Inhalte nicht. Offensichtlich rechtswidrige Inhalte drucken wir jedoch nicht. In diesem Fall informieren wir Sie." })
				] })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "abschnitt-15",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "§ 15 Markenrechte" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ol", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [
						"Der Name „",
						site.shopName,
						"“ und unser Logo sind Kennzeichen des Anbieters. Sie dürfen ohne unsere vorherige Zustimmung nicht verwendet werden."
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Die Designs, Gestaltungsvorlagen, Grafiken und Texte des Shops sind geschützt. Sie dürfen sie nur innerhalb des Shops für die Gestaltung Ihrer eigenen Bücher nutzen. Ihre gedruckten Bücher dürfen Sie selbstverständlich privat ohne Einschränkung verwenden und verschenken." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Namen und Logos von Bestattungsunternehmen, die im Shop angezeigt werden, gehören den jeweiligen Unternehmen." })
				] })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "abschnitt-16",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "§ 16 Schlussbestimmungen" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ol", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Sind Sie Verbraucher, gilt diese Rechtswahl nur, soweit Ihnen dadurch nicht der Schutz durch zwingende Bestimmungen des Staates entzogen wird, in dem Sie Ihren gewöhnlichen Aufenthalt haben, etwa Österreich." }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [
							"Sind Sie Kaufmann, eine juristische Person des öffentlichen Rechts oder ein öffentlich-rechtliches Sondervermögen, ist Gerichtsstand für alle Streitigkeiten aus dem Vertrag unser Geschäftssitz in",
							" ",
							site.operatorCity,
							"."
						] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Sollte eine Bestimmung dieser AGB unwirksam sein, bleiben die übrigen Bestimmungen wirksam. An die Stelle der unwirksamen Bestimmung tritt die gesetzliche Regelung." })
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Stand: November 2026" })
				]
			})
		]
	});
}
export { Component };
