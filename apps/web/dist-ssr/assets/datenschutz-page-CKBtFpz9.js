import { c as Link, i as useSiteConfig } from "../entry.js";
import { t as require_jsx_runtime } from "./jsx-runtime-D3UvQVoU.js";
// src/features/legal/content/datenschutz-page.tsx
var import_jsx_runtime = require_jsx_runtime();
function Component() {
	const site = useSiteConfig();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: "prose legal-page",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", { children: "Datenschutzerklärung" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Ein Erinnerungsbuch enthält sehr persönliche Fotos und Worte. Wir gehen damit sorgfältig um. Auf dieser Seite erklären wir, welche Daten wir verarbeiten, wozu wir sie brauchen, wie lange wir sie aufbewahren und welche Rechte Sie haben." }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "verantwortlicher",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "1. Wer ist für Ihre Daten verantwortlich?" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Verantwortlich im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:" }),
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
						" (Mo–Fr 8–20 Uhr, Sa 9–16 Uhr)",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("br", {}),
						"E-Mail: ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
							href: `mailto:${site.supportEmail}`,
							children: site.supportEmail
						})
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Bei allen Fragen zum Datenschutz und wenn Sie Ihre Rechte ausüben möchten, schreiben Sie uns bitte an diese E-Mail-Adresse oder per Post." })
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "kurz",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "2. Das Wichtigste in Kürze" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Wir verarbeiten nur die Daten, die wir für Ihr Kundenkonto, Ihre Bücher und Ihre Bestellungen brauchen." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Ihre Fotos und Texte verwenden wir nur, um Ihr Buch anzuzeigen, zu drucken und zu liefern." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Wir setzen keine Tracking-Cookies, keine Analysedienste und keine Werbedienste ein." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Wir verkaufen Ihre Daten nicht und verschicken keine Werbe-E-Mails." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Bücher löschen wir nach festen Fristen. Bevor wir ein Buch löschen, erinnern wir Sie per E-Mail." })
				] })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "daten",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "3. Welche Daten wir verarbeiten, wozu und auf welcher Rechtsgrundlage" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: "3.1 Kundenkonto und Testzugang" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Welche Daten" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: "Bei der Registrierung: E-Mail-Adresse, Benutzername und Passwort. Das Passwort speichern wir nur verschlüsselt (als sogenannten Hashwert). Außerdem speichern wir, ob Ihre E-Mail-Adresse bestätigt ist, ob Sie der Speicherung Ihrer Daten zugestimmt haben und ob Sie als Bestattungsunternehmen oder als Verwalter einer Gedenkseite bei uns sind. Wenn Sie ohne Anmeldung beginnen, legen wir einen Testzugang an: ein anonymes Konto ohne Namen und ohne E-Mail-Adresse, damit Ihre Arbeit gespeichert wird." }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Wozu" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: "Um Ihr Kundenkonto zu führen, Ihre Bücher zu speichern, Sie sicher anzumelden und Änderungen an Ihrem Konto per E-Mail bestätigen zu lassen." }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Rechtsgrundlage" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: "Vertrag über die Nutzung Ihres Kundenkontos (Art. 6 Abs. 1 lit. b DSGVO). Mit dem Häkchen bei der Registrierung bestätigen Sie, dass wir Ihre Daten dafür speichern dürfen. Möchten Sie das nicht mehr, können Sie Ihr Konto jederzeit im Benutzerprofil löschen." })
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: "3.2 Hochgeladene Fotos und Buchinhalte" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Welche Daten" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: "Die Fotos, die Sie hochladen, die Texte, die Sie schreiben, der Name Ihres Buches sowie Ihre Auswahl von Format, Design und Papier und die Gestaltung der Seiten. Auf Fotos und in Texten können auch andere Menschen zu sehen oder genannt sein." }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Wozu" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: "Um Ihr Buch im Editor anzuzeigen und zu speichern, daraus eine Druckdatei zu erstellen, es zu drucken und zu liefern und es später erneut bestellen zu können. Wir verwenden Ihre Fotos und Texte für keinen anderen Zweck, insbesondere nicht für Werbung." }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Rechtsgrundlage" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: "Vertrag mit Ihnen (Art. 6 Abs. 1 lit. b DSGVO). Soweit andere Menschen betroffen sind: unser und Ihr berechtigtes Interesse, das Buch so herzustellen, wie Sie es gestaltet haben (Art. 6 Abs. 1 lit. f DSGVO)." })
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: "3.3 Gedenkseiten" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Welche Daten" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: "Wenn Sie Ihr Buch mit einer Gedenkseite verknüpfen: Angaben zur verstorbenen Person (zum Beispiel Name, Geburtsname, Lebensdaten, Geburts- und Sterbeort), Termine wie Trauerfeier oder Beisetzung, sowie Kerzen, Kondolenzen und Gaben mit dem Namen und Text der Menschen, die sie hinterlassen haben. Einträge, die Sie sich für Ihr Buch merken, speichern wir in Ihrem Browser. Wenn Sie eine Gedenkseite verwalten, verarbeiten wir außerdem Ihre Anmeldedaten als Verwalterin oder Verwalter." }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Wozu" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: "Damit Sie ausgewählte Angaben und Beileidsbekundungen in Ihr Buch übernehmen können. In das Buch gelangt nur, was Sie selbst auswählen." }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Rechtsgrundlage" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: "Vertrag mit Ihnen (Art. 6 Abs. 1 lit. b DSGVO). Für die Namen und Texte von Menschen, die auf der Gedenkseite kondoliert haben: das berechtigte Interesse der Familie, diese Anteilnahme in einem Buch zu bewahren (Art. 6 Abs. 1 lit. f DSGVO). Angaben über Verstorbene fallen nicht unter die DSGVO. Wir behandeln sie trotzdem mit derselben Sorgfalt." })
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: "3.4 Bestellungen, Lieferanschriften und Rechnungen" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Welche Daten" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: "Anrede, Vor- und Nachname, gegebenenfalls Firma, Rechnungs- und Lieferanschrift, E-Mail-Adresse, die bestellten Bücher, Preise, Versandkosten, Rechnungsnummer und Zahlungsstatus. Bestattungsunternehmen können mehrere Lieferanschriften speichern." }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Wozu" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: "Um Ihre Bestellung anzunehmen, Ihre Bücher herzustellen und zu liefern, die Rechnung zu stellen, den Zahlungseingang zu prüfen und Sie bei Bedarf an eine offene Rechnung zu erinnern." }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Rechtsgrundlage" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: "Vertrag mit Ihnen (Art. 6 Abs. 1 lit. b DSGVO). Für die Aufbewahrung von Rechnungen und Geschäftsunterlagen: unsere gesetzlichen Pflichten aus Handels- und Steuerrecht (Art. 6 Abs. 1 lit. c DSGVO in Verbindung mit § 257 HGB und § 147 AO)." })
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: "3.5 Ein Buch mit anderen teilen" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Welche Daten" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: "Wenn Sie eine Kopie Ihres Buches teilen: die E-Mail-Adresse der Empfängerin oder des Empfängers, Ihr Name und Ihre Nachricht, falls Sie eine schreiben." }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Wozu" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: "Wir schicken der Empfängerin oder dem Empfänger eine E-Mail mit einem Link. Über diesen Link erhält sie oder er eine eigene Kopie des Buches mit den darin verwendeten Fotos. Für andere Zwecke nutzen wir die E-Mail-Adresse nicht." }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Rechtsgrundlage" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: "Für Sie: Vertrag (Art. 6 Abs. 1 lit. b DSGVO). Für die Empfängerin oder den Empfänger: das berechtigte Interesse, eine von Ihnen gewünschte Kopie zu erhalten (Art. 6 Abs. 1 lit. f DSGVO)." })
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: "3.6 E-Mails und Kontakt" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Welche Daten" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: "Ihre E-Mail-Adresse und der Inhalt unserer E-Mails an Sie. Wenn Sie uns schreiben oder anrufen: Ihr Name, Ihre Kontaktdaten und Ihr Anliegen." }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Wozu" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: "Wir schicken Ihnen nur E-Mails, die zu Ihrem Konto oder Ihrer Bestellung gehören: Bestätigung der Registrierung und von Änderungen, Erinnerungen, Hinweise vor dem Löschen eines Buches, Eingangsbestätigung, Auftragsbestätigung, Versandnachricht und Rechnungsfragen. Einen Newsletter verschicken wir nicht. Ihre Anfragen an uns beantworten wir." }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Rechtsgrundlage" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: "Vertrag (Art. 6 Abs. 1 lit. b DSGVO); bei allgemeinen Anfragen unser berechtigtes Interesse, Ihnen zu antworten (Art. 6 Abs. 1 lit. f DSGVO)." })
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: "3.7 Feedback" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Welche Daten" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dd", { children: [
							"Ihre Bewertung, Ihr Kommentar und – nur wenn Sie sie angeben – Ihre E-Mail-Adresse. Das Formular finden Sie unter ",
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
								to: "/feedback",
								children: "Feedback"
							}),
							"."
						] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Wozu" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dd", { children: [
							"Um ",
							site.shopName,
							" zu verbessern. Ihre E-Mail-Adresse nutzen wir nur für Rückfragen zu Ihrem Feedback."
						] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Rechtsgrundlage" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: "Unser berechtigtes Interesse, unser Angebot zu verbessern (Art. 6 Abs. 1 lit. f DSGVO)." })
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: "3.8 Server-Logdateien" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Welche Daten" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: "Bei jedem Aufruf unserer Seiten speichert der Server automatisch: IP-Adresse, Datum und Uhrzeit, die aufgerufene Adresse, den Statuscode, die übertragene Datenmenge, die zuvor besuchte Seite sowie Browser und Betriebssystem." }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Wozu" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: "Um den Shop sicher und stabil zu betreiben, Fehler zu finden und Missbrauch abzuwehren, zum Beispiel Angriffe auf Anmeldungen." }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Rechtsgrundlage" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: "Unser berechtigtes Interesse an einem sicheren Betrieb (Art. 6 Abs. 1 lit. f DSGVO)." })
					] })
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "speicher-im-browser",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "4. Keine Tracking-Cookies – nur technisch notwendige Speicherung im Browser" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Wir verwenden keine Cookies oder ähnlichen Techniken zur Analyse, zur Werbung oder um Sie über andere Websites hinweg zu verfolgen. Deshalb zeigen wir Ihnen auch kein Cookie-Banner. Schriftarten laden wir von unserem eigenen Server, nicht von fremden Anbietern." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Damit der Shop funktioniert, speichern wir nur Folgendes in Ihrem Browser:" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Im lokalen Speicher (Local Storage):" }), " einen Anmeldemerker, Ihr Anmelde-Token und grundlegende Angaben zu Ihrem Konto, damit Sie angemeldet bleiben. Außerdem Ihre Einstellungen, etwa ob Sie Ihre Bücher als Karten oder als Liste sehen möchten, ob ein Hilfe-Hinweis ausgeblendet bleiben soll und welche Einträge einer Gedenkseite Sie sich gemerkt haben. Die Anmeldedaten werden beim Abmelden entfernt."] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Im Sitzungsspeicher (Session Storage):" }), " Ihre aktuelle Auswahl von Format, Papier und Oberfläche, während Sie ein neues Buch anlegen. Diese Angaben löscht Ihr Browser, sobald Sie den Tab oder das Fenster schließen."] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Soweit der Anmeldedienst für eine sichere Anmeldung ein Sitzungs-Cookie benötigt, setzen wir nur dieses." })
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Diese Speicherung ist unbedingt erforderlich, damit Sie den von Ihnen gewünschten Dienst nutzen können. Sie ist deshalb ohne Einwilligung erlaubt (§ 25 Abs. 2 Nr. 2 TDDDG; in Österreich § 165 Abs. 3 TKG 2021). Die anschließende Verarbeitung stützen wir auf Art. 6 Abs. 1 lit. b DSGVO." })
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "empfaenger",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "5. Wer Ihre Daten erhält" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Wir geben Ihre Daten nur weiter, soweit es für den jeweiligen Zweck nötig ist:" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Druckerei und Buchbinderei:" }), " die Druckdaten Ihres Buches und – wenn die Ware von dort versendet wird – Ihre Lieferanschrift."] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Versandunternehmen:" }), " Name und Lieferanschrift, damit Ihr Paket zugestellt werden kann."] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Hosting-Dienstleister:" }), " betreibt die Server, auf denen der Shop, die Datenbank und Ihre Fotos gespeichert sind."] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "E-Mail-Dienstleister:" }), " versendet unsere E-Mails an Sie."] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Steuerberatung und Behörden:" }), " soweit wir gesetzlich dazu verpflichtet sind, etwa gegenüber dem Finanzamt."] })
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Dienstleister, die Daten in unserem Auftrag verarbeiten, haben wir nach Art. 28 DSGVO vertraglich verpflichtet. Sie dürfen die Daten nur nach unseren Weisungen und nicht für eigene Zwecke nutzen." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Für den Kauf auf Rechnung fragen wir keine Auskunfteien wie die SCHUFA ab und geben keine Daten an Zahlungsdienstleister weiter." })
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "drittlaender",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "6. Keine Übermittlung in Länder außerhalb der EU" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Wir verarbeiten Ihre Daten in der Europäischen Union bzw. im Europäischen Wirtschaftsraum. Eine Übermittlung in Drittländer findet nicht statt." })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "speicherdauer",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "7. Wie lange wir Ihre Daten speichern" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Ihre Bücher und Fotos löschen wir automatisch nach festen Fristen. Bevor wir ein Buch löschen, schicken wir Ihnen eine E-Mail, sofern wir Ihre E-Mail-Adresse kennen." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Begonnene Bücher" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: "werden 100 Tage nach der letzten Bearbeitung gelöscht." }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Fertige, nicht bestellte Bücher" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: "werden 100 Tage nach dem Fertigstellen gelöscht." }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Bestellte Bücher" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: "können Sie 100 Tage nach der letzten Bearbeitung noch ansehen. Nachbestellen können Sie sie bis zwei Jahre nach der letzten Bestellung. Danach löschen wir das Buch mit seinen Fotos." }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Nicht bestätigte Kundenkonten" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: "Bestätigungslinks sind 7 Tage gültig. Wird ein Konto nicht bestätigt, erinnern wir Sie einmal per E-Mail und löschen das Konto nach 7 Tagen." }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Ihr Kundenkonto" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: "bleibt bestehen, bis Sie es löschen. Sie können die Löschung jederzeit im Benutzerprofil beantragen und bestätigen sie über einen Link in einer E-Mail. Dann löschen wir Ihr Konto mit Ihren Büchern und Fotos." }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Rechnungen und Geschäftsunterlagen" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: "bewahren wir so lange auf, wie es das Handels- und Steuerrecht verlangt (§ 257 HGB, § 147 AO): Handels- und Geschäftsbriefe wie Auftragsbestätigungen 6 Jahre, Rechnungen und andere Buchungsbelege 8 Jahre, Handelsbücher und Jahresabschlüsse 10 Jahre. Die Fristen beginnen mit dem Ende des Kalenderjahres. Bis dahin sperren wir die Daten für jede andere Nutzung." }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Server-Logdateien" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: "werden nach 14 Tagen gelöscht, es sei denn, wir brauchen einzelne Einträge länger, um einen konkreten Sicherheitsvorfall aufzuklären." }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Feedback und Anfragen" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: "speichern wir, solange wir sie für die Bearbeitung brauchen. Gehören sie zu einer Bestellung, gelten die Fristen für Geschäftsunterlagen." })
					] })
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "rechte",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "8. Ihre Rechte" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Sie haben uns gegenüber jederzeit diese Rechte:" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Auskunft" }), " über die Daten, die wir über Sie gespeichert haben (Art. 15 DSGVO),"] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Berichtigung" }), " falscher Daten (Art. 16 DSGVO),"] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Löschung" }), " Ihrer Daten (Art. 17 DSGVO), soweit wir sie nicht aufbewahren müssen,"] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Einschränkung" }), " der Verarbeitung (Art. 18 DSGVO),"] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Datenübertragbarkeit" }), ": Sie erhalten die Daten, die Sie uns gegeben haben, in einem gängigen, maschinenlesbaren Format (Art. 20 DSGVO),"] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Widerspruch" }), " gegen die Verarbeitung (Art. 21 DSGVO, siehe nächster Abschnitt),"] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Beschwerde" }), " bei einer Datenschutz-Aufsichtsbehörde (Art. 77 DSGVO)."] })
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
						"Ihre E-Mail-Adresse und Ihr Passwort können Sie selbst im Benutzerprofil ändern. Dort können Sie auch Ihr Konto löschen. Wenn Sie eine Gedenkseite verwalten, ist das Löschen im Profil nicht möglich – schreiben Sie uns dann bitte, wir kümmern uns darum. Für alle anderen Anliegen genügt eine formlose Nachricht an",
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
							href: `mailto:${site.supportEmail}`,
							children: site.supportEmail
						}),
						"."
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Eine Beschwerde können Sie bei jeder Datenschutz-Aufsichtsbehörde einreichen, insbesondere in dem Land, in dem Sie wohnen oder arbeiten. In Deutschland ist das die Datenschutzbehörde Ihres Bundeslandes oder die für unseren Sitz zuständige Behörde, in Österreich die Österreichische Datenschutzbehörde in Wien." })
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "widerspruch",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "9. Ihr Widerspruchsrecht (Art. 21 DSGVO)" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Sie haben das Recht, aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit gegen die Verarbeitung Sie betreffender personenbezogener Daten Widerspruch einzulegen, die wir auf unser berechtigtes Interesse stützen (Art. 6 Abs. 1 lit. f DSGVO)." }) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Bei uns betrifft das vor allem die Server-Logdateien, das Feedback, die Übernahme von Kondolenzen aus einer Gedenkseite und E-Mails beim Teilen eines Buches. Wenn Sie widersprechen, verarbeiten wir diese Daten nicht mehr. Das gilt nur dann nicht, wenn wir zwingende schutzwürdige Gründe für die Verarbeitung nachweisen können, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder wenn die Verarbeitung der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen dient." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Für Werbung nutzen wir Ihre Daten nicht. Sollte sich das einmal ändern, können Sie dem jederzeit und ohne Angabe von Gründen widersprechen." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
						"Ihr Widerspruch ist an keine Form gebunden. Eine kurze E-Mail an",
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
							href: `mailto:${site.supportEmail}`,
							children: site.supportEmail
						}),
						" oder ein Brief an die oben genannte Anschrift genügt."
					] })
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "keine-automatisierten-entscheidungen",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "10. Keine automatisierte Entscheidungsfindung" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Wir treffen keine Entscheidungen über Sie, die ausschließlich automatisiert erfolgen, und erstellen kein Profil von Ihnen (Art. 22 DSGVO)." })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "pflicht",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "11. Müssen Sie uns Daten geben?" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Sie können ein Buch ohne Anmeldung beginnen. Für ein Kundenkonto brauchen wir Ihre E-Mail-Adresse, einen Benutzernamen und ein Passwort. Für eine Bestellung brauchen wir außerdem Ihren Namen und Ihre Anschrift. Ohne diese Angaben können wir keinen Vertrag mit Ihnen schließen. Gesetzlich verpflichtet sind Sie dazu nicht." })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "sicherheit",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "12. Sicherheit" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Die Verbindung zu unserem Shop ist verschlüsselt (HTTPS). Zugriff auf Ihre Daten haben bei uns nur die Menschen, die ihn für ihre Aufgabe brauchen. Wir schützen unsere Systeme mit technischen und organisatorischen Maßnahmen, die wir regelmäßig überprüfen." })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				id: "aenderungen",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: "13. Änderungen dieser Datenschutzerklärung" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
						"Wenn sich unser Angebot oder die Rechtslage ändert, passen wir diese Erklärung an. Es gilt die Fassung, die Sie hier finden. Informationen zu Ihrer Bestellung finden Sie auch in unseren",
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							to: "/agb",
							children: "Allgemeinen Geschäftsbedingungen"
						}),
						"."
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Stand: November 2026" })
				]
			})
		]
	});
}
export { Component };
