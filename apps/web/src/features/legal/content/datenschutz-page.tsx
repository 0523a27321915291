import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSiteConfig } from '../../../lib/site-config';
import { OperatorAddress } from '../components/operator-address';

export function Component() {
  const site = useSiteConfig();

  return (
    <article className="prose legal-page">
      <h1>Datenschutzerklärung</h1>
      <p>
        Ein Erinnerungsbuch enthält sehr persönliche Fotos und Worte. Wir gehen damit sorgfältig um. Auf dieser
        Seite erklären wir, welche Daten wir verarbeiten, wozu wir sie brauchen, wie lange wir sie aufbewahren und
        welche Rechte Sie haben.
      </p>

      <section id="verantwortlicher">
        <h2>1. Wer ist für Ihre Daten verantwortlich?</h2>
        <p>Verantwortlich im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:</p>
        <OperatorAddress contact="with-hours" />
        <p>
          Bei allen Fragen zum Datenschutz und wenn Sie Ihre Rechte ausüben möchten, schreiben Sie uns bitte an
          diese E-Mail-Adresse oder per Post.
        </p>
      </section>

      <section id="kurz">
        <h2>2. Das Wichtigste in Kürze</h2>
        <ul>
          <li>Wir verarbeiten nur die Daten, die wir für Ihr Kundenkonto, Ihre Bücher und Ihre Bestellungen brauchen.</li>
          <li>Ihre Fotos und Texte verwenden wir nur, um Ihr Buch anzuzeigen, zu drucken und zu liefern.</li>
          <li>Wir setzen keine Tracking-Cookies, keine Analysedienste und keine Werbedienste ein.</li>
          <li>Wir verkaufen Ihre Daten nicht und verschicken keine Werbe-E-Mails.</li>
          <li>Bücher löschen wir nach festen Fristen. Bevor wir ein Buch löschen, erinnern wir Sie per E-Mail.</li>
        </ul>
      </section>

      <section id="daten">
        <h2>3. Welche Daten wir verarbeiten, wozu und auf welcher Rechtsgrundlage</h2>

        <h3>3.1 Kundenkonto und Testzugang</h3>
        <dl>
          <dt>Welche Daten</dt>
          <dd>
            Bei der Registrierung: E-Mail-Adresse, Benutzername und Passwort. Das Passwort speichern wir nur
            verschlüsselt (als sogenannten Hashwert). Außerdem speichern wir, ob Ihre E-Mail-Adresse bestätigt ist,
            ob Sie der Speicherung Ihrer Daten zugestimmt haben und ob Sie als Bestattungsunternehmen oder als
            Verwalter einer Gedenkseite bei uns sind. Wenn Sie ohne Anmeldung beginnen, legen wir einen Testzugang
            an: ein anonymes Konto ohne Namen und ohne E-Mail-Adresse, damit Ihre Arbeit gespeichert wird.
          </dd>
          <dt>Wozu</dt>
          <dd>
            Um Ihr Kundenkonto zu führen, Ihre Bücher zu speichern, Sie sicher anzumelden und Änderungen an Ihrem
            Konto per E-Mail bestätigen zu lassen.
          </dd>
          <dt>Rechtsgrundlage</dt>
          <dd>
            Vertrag über die Nutzung Ihres Kundenkontos (Art. 6 Abs. 1 lit. b DSGVO). Mit dem Häkchen bei der
            Registrierung bestätigen Sie, dass wir Ihre Daten dafür speichern dürfen. Möchten Sie das nicht mehr,
            können Sie Ihr Konto jederzeit im Benutzerprofil löschen.
          </dd>
        </dl>

        <h3>3.2 Hochgeladene Fotos und Buchinhalte</h3>
        <dl>
          <dt>Welche Daten</dt>
          <dd>
            Die Fotos, die Sie hochladen, die Texte, die Sie schreiben, der Name Ihres Buches sowie Ihre Auswahl von
            Format, Design und Papier und die Gestaltung der Seiten. Auf Fotos und in Texten können auch andere
            Menschen zu sehen oder genannt sein. Fotos enthalten oft weitere Angaben, etwa das Aufnahmedatum und
            manchmal den Ort der Aufnahme. Das Original bewahren wir unverändert für den Druck auf und zeigen es nur
            Ihnen. Die Vorschaubilder, die wir daraus machen, enthalten keine dieser Angaben mehr. Das Aufnahmedatum
            lesen wir aus, um Ihre Fotos zeitlich ordnen zu können.
          </dd>
          <dt>Wozu</dt>
          <dd>
            Um Ihr Buch im Editor anzuzeigen und zu speichern, daraus eine Druckdatei zu erstellen, es zu drucken
            und zu liefern und es später erneut bestellen zu können. Wir verwenden Ihre Fotos und Texte für keinen
            anderen Zweck, insbesondere nicht für Werbung.
          </dd>
          <dt>Rechtsgrundlage</dt>
          <dd>
            Vertrag mit Ihnen (Art. 6 Abs. 1 lit. b DSGVO). Soweit andere Menschen betroffen sind: unser und Ihr
            berechtigtes Interesse, das Buch so herzustellen, wie Sie es gestaltet haben (Art. 6 Abs. 1 lit. f
            DSGVO).
          </dd>
        </dl>

        <h3>3.3 Gedenkseiten</h3>
        <dl>
          <dt>Welche Daten</dt>
          <dd>
            Wenn Sie Ihr Buch mit einer Gedenkseite verknüpfen: Angaben zur verstorbenen Person (zum Beispiel
            Name, Geburtsname, Lebensdaten, Geburts- und Sterbeort), Termine wie Trauerfeier oder Beisetzung,
            sowie Kerzen, Kondolenzen und Gaben mit dem Namen und Text der Menschen, die sie hinterlassen haben.
            Einträge, die Sie sich für Ihr Buch merken, speichern wir in Ihrem Browser. Wenn Sie eine Gedenkseite
            verwalten, verarbeiten wir außerdem Ihre Anmeldedaten als Verwalterin oder Verwalter.
          </dd>
          <dt>Wozu</dt>
          <dd>
            Damit Sie ausgewählte Angaben und Beileidsbekundungen in Ihr Buch übernehmen können. In das Buch gelangt
            nur, was Sie selbst auswählen.
          </dd>
          <dt>Rechtsgrundlage</dt>
          <dd>
            Vertrag mit Ihnen (Art. 6 Abs. 1 lit. b DSGVO). Für die Namen und Texte von Menschen, die auf der
            Gedenkseite kondoliert haben: das berechtigte Interesse der Familie, diese Anteilnahme in einem Buch zu
            bewahren (Art. 6 Abs. 1 lit. f DSGVO). Angaben über Verstorbene fallen nicht unter die DSGVO. Wir
            behandeln sie trotzdem mit derselben Sorgfalt.
          </dd>
        </dl>

        <h3>3.4 Bestellungen, Lieferanschriften und Rechnungen</h3>
        <dl>
          <dt>Welche Daten</dt>
          <dd>
            Anrede, Vor- und Nachname, gegebenenfalls Firma, Rechnungs- und Lieferanschrift, E-Mail-Adresse, die
            bestellten Bücher, Preise, Versandkosten, Rechnungsnummer und Zahlungsstatus. Bestattungsunternehmen
            können mehrere Lieferanschriften speichern.
          </dd>
          <dt>Wozu</dt>
          <dd>
            Um Ihre Bestellung anzunehmen, Ihre Bücher herzustellen und zu liefern, die Rechnung zu stellen, den
            Zahlungseingang zu prüfen und Sie bei Bedarf an eine offene Rechnung zu erinnern.
          </dd>
          <dt>Rechtsgrundlage</dt>
          <dd>
            Vertrag mit Ihnen (Art. 6 Abs. 1 lit. b DSGVO). Für die Aufbewahrung von Rechnungen und
            Geschäftsunterlagen: unsere gesetzlichen Pflichten aus Handels- und Steuerrecht (Art. 6 Abs. 1 lit. c
            DSGVO in Verbindung mit § 257 HGB und § 147 AO).
          </dd>
        </dl>

        <h3>3.5 Ein Buch mit anderen teilen</h3>
        <dl>
          <dt>Welche Daten</dt>
          <dd>
            Wenn Sie eine Kopie Ihres Buches teilen: die E-Mail-Adresse der Empfängerin oder des Empfängers, Ihr
            Name und Ihre Nachricht, falls Sie eine schreiben, dazu wann Sie geteilt haben und ob und mit welchem
            Kundenkonto der Link verwendet wurde.
          </dd>
          <dt>Wozu</dt>
          <dd>
            Wir schicken der Empfängerin oder dem Empfänger eine E-Mail mit einem Link. Über diesen Link erhält sie
            oder er eine eigene Kopie des Buches mit den darin verwendeten Fotos. Diese Kopie gehört mit ihren Fotos
            der Empfängerin oder dem Empfänger: Sie ist von Ihrem Buch unabhängig und bleibt bestehen, auch wenn Sie
            Ihr Buch löschen. Ob die Empfängerin oder der Empfänger ein Kundenkonto bei uns hat, erfahren Sie nicht.
            Für andere Zwecke nutzen wir die E-Mail-Adresse nicht.
          </dd>
          <dt>Rechtsgrundlage</dt>
          <dd>
            Für Sie: Vertrag (Art. 6 Abs. 1 lit. b DSGVO). Für die Empfängerin oder den Empfänger: das berechtigte
            Interesse, eine von Ihnen gewünschte Kopie zu erhalten (Art. 6 Abs. 1 lit. f DSGVO).
          </dd>
        </dl>

        <h3>3.6 E-Mails und Kontakt</h3>
        <dl>
          <dt>Welche Daten</dt>
          <dd>
            Ihre E-Mail-Adresse und der Inhalt unserer E-Mails an Sie. Wenn Sie uns schreiben oder anrufen: Ihr
            Name, Ihre Kontaktdaten und Ihr Anliegen.
          </dd>
          <dt>Wozu</dt>
          <dd>
            Wir schicken Ihnen nur E-Mails, die zu Ihrem Konto oder Ihrer Bestellung gehören: Bestätigung der
            Registrierung und von Änderungen, Erinnerungen, Hinweise vor dem Löschen eines Buches,
            Eingangsbestätigung, Auftragsbestätigung, Versandnachricht und Rechnungsfragen. Einen Newsletter
            verschicken wir nicht. Ihre Anfragen an uns beantworten wir.
          </dd>
          <dt>Rechtsgrundlage</dt>
          <dd>
            Vertrag (Art. 6 Abs. 1 lit. b DSGVO); bei allgemeinen Anfragen unser berechtigtes Interesse, Ihnen zu
            antworten (Art. 6 Abs. 1 lit. f DSGVO).
          </dd>
        </dl>

        <h3>3.7 Feedback</h3>
        <dl>
          <dt>Welche Daten</dt>
          <dd>
            Ihre Bewertung, Ihr Kommentar und – nur wenn Sie sie angeben – Ihre E-Mail-Adresse. Das Formular
            finden Sie unter <Link to={paths.feedback}>Feedback</Link>.
          </dd>
          <dt>Wozu</dt>
          <dd>
            Um {site.shopName} zu verbessern. Ihre E-Mail-Adresse nutzen wir nur für Rückfragen zu Ihrem Feedback.
          </dd>
          <dt>Rechtsgrundlage</dt>
          <dd>Unser berechtigtes Interesse, unser Angebot zu verbessern (Art. 6 Abs. 1 lit. f DSGVO).</dd>
        </dl>

        <h3>3.8 Server-Logdateien</h3>
        <dl>
          <dt>Welche Daten</dt>
          <dd>
            Bei jedem Aufruf unserer Seiten speichert der Server automatisch: IP-Adresse, Datum und Uhrzeit, die
            aufgerufene Adresse, den Statuscode, die übertragene Datenmenge, die zuvor besuchte Seite sowie
            Browser und Betriebssystem.
          </dd>
          <dt>Wozu</dt>
          <dd>
            Um den Shop sicher und stabil zu betreiben, Fehler zu finden und Missbrauch abzuwehren, zum Beispiel
            Angriffe auf Anmeldungen.
          </dd>
          <dt>Rechtsgrundlage</dt>
          <dd>Unser berechtigtes Interesse an einem sicheren Betrieb (Art. 6 Abs. 1 lit. f DSGVO).</dd>
        </dl>
      </section>

      <section id="speicher-im-browser">
        <h2>4. Keine Tracking-Cookies – nur technisch notwendige Speicherung im Browser</h2>
        <p>
          Wir verwenden keine Cookies oder ähnlichen Techniken zur Analyse, zur Werbung oder um Sie über andere
          Websites hinweg zu verfolgen. Deshalb zeigen wir Ihnen auch kein Cookie-Banner. Schriftarten laden wir von
          unserem eigenen Server, nicht von fremden Anbietern.
        </p>
        <p>Damit der Shop funktioniert, speichern wir nur Folgendes in Ihrem Browser:</p>
        <ul>
          <li>
            <strong>Im lokalen Speicher (Local Storage):</strong> einen Anmeldemerker, Ihr Anmelde-Token und
            grundlegende Angaben zu Ihrem Konto, damit Sie angemeldet bleiben. Außerdem Ihre Einstellungen, etwa ob
            Sie Ihre Bücher als Karten oder als Liste sehen möchten, ob ein Hilfe-Hinweis ausgeblendet bleiben soll
            und welche Einträge einer Gedenkseite Sie sich gemerkt haben. Die Anmeldedaten werden beim Abmelden
            entfernt.
          </li>
          <li>
            <strong>In der Datenbank Ihres Browsers (IndexedDB):</strong> Fotos, die Sie zum Hochladen ausgewählt
            haben, solange sie noch nicht ganz hochgeladen sind. So kann das Hochladen weitergehen, wenn die
            Verbindung abbricht oder Sie den Tab versehentlich schließen. Ist ein Foto hochgeladen, entfernen wir es
            dort wieder.
          </li>
          <li>
            <strong>Im Sitzungsspeicher (Session Storage):</strong> Ihre aktuelle Auswahl von Format, Papier und
            Oberfläche, während Sie ein neues Buch anlegen. Diese Angaben löscht Ihr Browser, sobald Sie den Tab oder
            das Fenster schließen.
          </li>
          <li>
            Soweit der Anmeldedienst für eine sichere Anmeldung ein Sitzungs-Cookie benötigt, setzen wir nur dieses.
          </li>
        </ul>
        <p>
          Diese Speicherung ist unbedingt erforderlich, damit Sie den von Ihnen gewünschten Dienst nutzen können.
          Sie ist deshalb ohne Einwilligung erlaubt (§ 25 Abs. 2 Nr. 2 TDDDG; in Österreich § 165 Abs. 3 TKG 2021).
          Die anschließende Verarbeitung stützen wir auf Art. 6 Abs. 1 lit. b DSGVO.
        </p>
      </section>

      <section id="empfaenger">
        <h2>5. Wer Ihre Daten erhält</h2>
        <p>Wir geben Ihre Daten nur weiter, soweit es für den jeweiligen Zweck nötig ist:</p>
        <ul>
          <li>
            <strong>Druckerei und Buchbinderei:</strong> die Druckdaten Ihres Buches und – wenn die Ware von dort
            versendet wird – Ihre Lieferanschrift.
          </li>
          <li>
            <strong>Versandunternehmen:</strong> Name und Lieferanschrift, damit Ihr Paket zugestellt werden kann.
          </li>
          <li>
            <strong>Hosting-Dienstleister:</strong> betreibt die Server, auf denen der Shop, die Datenbank und Ihre
            Fotos gespeichert sind.
          </li>
          <li>
            <strong>E-Mail-Dienstleister:</strong> versendet unsere E-Mails an Sie.
          </li>
          <li>
            <strong>Steuerberatung und Behörden:</strong> soweit wir gesetzlich dazu verpflichtet sind, etwa
            gegenüber dem Finanzamt.
          </li>
        </ul>
        <p>
          Dienstleister, die Daten in unserem Auftrag verarbeiten, haben wir nach Art. 28 DSGVO vertraglich
          verpflichtet. Sie dürfen die Daten nur nach unseren Weisungen und nicht für eigene Zwecke nutzen.
        </p>
        <p>
          Für den Kauf auf Rechnung fragen wir keine Auskunfteien wie die SCHUFA ab und geben keine Daten an
          Zahlungsdienstleister weiter.
        </p>
      </section>

      <section id="drittlaender">
        <h2>6. Keine Übermittlung in Länder außerhalb der EU</h2>
        <p>
          Wir verarbeiten Ihre Daten in der Europäischen Union bzw. im Europäischen Wirtschaftsraum. Eine
          Übermittlung in Drittländer findet nicht statt.
        </p>
      </section>

      <section id="speicherdauer">
        <h2>7. Wie lange wir Ihre Daten speichern</h2>
        <p>
          Ihre Bücher und Fotos löschen wir automatisch nach festen Fristen. Bevor wir ein Buch löschen, schicken
          wir Ihnen eine E-Mail, sofern wir Ihre E-Mail-Adresse kennen.
        </p>
        <dl>
          <dt>Begonnene Bücher</dt>
          <dd>werden 100 Tage nach der letzten Bearbeitung gelöscht.</dd>
          <dt>Fertige, nicht bestellte Bücher</dt>
          <dd>werden 100 Tage nach dem Fertigstellen gelöscht.</dd>
          <dt>Bestellte Bücher</dt>
          <dd>
            können Sie 100 Tage nach der letzten Bearbeitung noch ansehen. Nachbestellen können Sie sie bis zwei
            Jahre nach der letzten Bestellung. Danach löschen wir das Buch mit seinen Fotos.
          </dd>
          <dt>Frühere Stände, Druckdateien und Vorschaubilder eines Buches</dt>
          <dd>
            Damit Sie einen früheren Stand Ihres Buches zurückholen können, bewahren wir die letzten 50 gespeicherten
            Stände auf und aus den letzten 30 Tagen je einen Stand pro Stunde der Bearbeitung. Druckdateien und
            Vorschaubilder erstellen wir aus Ihrem Buch; ältere ersetzen wir, sobald neue erstellt sind. Alles das
            löschen wir mit dem Buch.
          </dd>
          <dt>Hochgeladene Fotos</dt>
          <dd>
            bleiben in Ihrem Konto, bis Sie sie auf der Seite zum Hochladen entfernen oder Ihr Konto gelöscht wird.
            Ein Foto, das wir nicht annehmen konnten, löschen wir sofort.
          </dd>
          <dt>Testzugänge</dt>
          <dd>
            Ein Testzugang gilt 30 Tage ab seinem Anlegen. Hat er bis dahin kein Buch angelegt und keine Gedenkseite
            übernommen, löschen wir ihn am Tag danach. Testzugänge mit Büchern bleiben, solange die Bücher bestehen;
            danach gilt dasselbe.
          </dd>
          <dt>Geteilte Bücher</dt>
          <dd>
            Der Link in der E-Mail gilt höchstens 7 Tage und lässt sich einmal verwenden. Spätestens 30 Tage
            nachdem er abgelaufen ist, löschen wir alles, was wir zum Teilen gespeichert haben: die E-Mail-Adresse
            der Empfängerin oder des Empfängers, Ihren Namen, Ihre Nachricht und die verschickte E-Mail. Die Kopie,
            die jemand über den Link erhalten hat, gehört mit ihren Fotos der Person, die sie angenommen hat; für
            sie gelten die Fristen eines Buches wie oben.
          </dd>
          <dt>Nicht bestätigte Kundenkonten</dt>
          <dd>
            Bestätigungslinks sind 7 Tage gültig. Wird ein Konto nicht bestätigt, erinnern wir Sie einmal per E-Mail
            und löschen das Konto nach 7 Tagen.
          </dd>
          <dt>Ihr Kundenkonto</dt>
          <dd>
            bleibt bestehen, bis Sie es löschen. Sie können die Löschung jederzeit im Benutzerprofil beantragen und
            bestätigen sie über einen Link in einer E-Mail. Dann löschen wir Ihr Konto mit Ihren Büchern und Fotos.
            Bücher, die Sie als Mitarbeiter in der Ansicht Ihres Bestattungsunternehmens angelegt haben, gehören dem
            Unternehmen: Sie bleiben für Ihre Kollegen erhalten.
          </dd>
          <dt>Rechnungen und Geschäftsunterlagen</dt>
          <dd>
            bewahren wir so lange auf, wie es das Handels- und Steuerrecht verlangt (§ 257 HGB, § 147 AO):
            Handels- und Geschäftsbriefe wie Auftragsbestätigungen 6 Jahre, Rechnungen und andere Buchungsbelege
            8 Jahre, Handelsbücher und Jahresabschlüsse 10 Jahre. Die Fristen beginnen mit dem Ende des
            Kalenderjahres. Bis dahin sperren wir die Daten für jede andere Nutzung.
          </dd>
          <dt>Server-Logdateien</dt>
          <dd>
            werden nach 14 Tagen gelöscht, es sei denn, wir brauchen einzelne Einträge länger, um einen konkreten
            Sicherheitsvorfall aufzuklären.
          </dd>
          <dt>Feedback und Anfragen</dt>
          <dd>
            speichern wir, solange wir sie für die Bearbeitung brauchen. Gehören sie zu einer Bestellung, gelten die
            Fristen für Geschäftsunterlagen.
          </dd>
        </dl>
      </section>

      <section id="rechte">
        <h2>8. Ihre Rechte</h2>
        <p>Sie haben uns gegenüber jederzeit diese Rechte:</p>
        <ul>
          <li>
            <strong>Auskunft</strong> über die Daten, die wir über Sie gespeichert haben (Art. 15 DSGVO),
          </li>
          <li>
            <strong>Berichtigung</strong> falscher Daten (Art. 16 DSGVO),
          </li>
          <li>
            <strong>Löschung</strong> Ihrer Daten (Art. 17 DSGVO), soweit wir sie nicht aufbewahren müssen,
          </li>
          <li>
            <strong>Einschränkung</strong> der Verarbeitung (Art. 18 DSGVO),
          </li>
          <li>
            <strong>Datenübertragbarkeit</strong>: Sie erhalten die Daten, die Sie uns gegeben haben, in einem
            gängigen, maschinenlesbaren Format (Art. 20 DSGVO),
          </li>
          <li>
            <strong>Widerspruch</strong> gegen die Verarbeitung (Art. 21 DSGVO, siehe nächster Abschnitt),
          </li>
          <li>
            <strong>Beschwerde</strong> bei einer Datenschutz-Aufsichtsbehörde (Art. 77 DSGVO).
          </li>
        </ul>
        <p>
          Ihre E-Mail-Adresse und Ihr Passwort können Sie selbst im Benutzerprofil ändern. Dort können Sie auch Ihr
          Konto löschen. Wenn Sie eine Gedenkseite verwalten, ist das Löschen im Profil nicht möglich – schreiben
          Sie uns dann bitte, wir kümmern uns darum. Für alle anderen Anliegen genügt eine formlose Nachricht an{' '}
          <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>.
        </p>
        <p>
          Eine Beschwerde können Sie bei jeder Datenschutz-Aufsichtsbehörde einreichen, insbesondere in dem Land,
          in dem Sie wohnen oder arbeiten. In Deutschland ist das die Datenschutzbehörde Ihres Bundeslandes oder
          die für unseren Sitz zuständige Behörde, in Österreich die Österreichische Datenschutzbehörde in Wien.
        </p>
      </section>

      <section id="widerspruch">
        <h2>9. Ihr Widerspruchsrecht (Art. 21 DSGVO)</h2>
        <p>
          <strong>
            Sie haben das Recht, aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit gegen die
            Verarbeitung Sie betreffender personenbezogener Daten Widerspruch einzulegen, die wir auf unser
            berechtigtes Interesse stützen (Art. 6 Abs. 1 lit. f DSGVO).
          </strong>
        </p>
        <p>
          Bei uns betrifft das vor allem die Server-Logdateien, das Feedback, die Übernahme von Kondolenzen aus
          einer Gedenkseite und E-Mails beim Teilen eines Buches. Wenn Sie widersprechen, verarbeiten wir diese Daten
          nicht mehr. Das gilt nur dann nicht, wenn wir zwingende schutzwürdige Gründe für die Verarbeitung
          nachweisen können, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder wenn die Verarbeitung der
          Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen dient.
        </p>
        <p>
          Für Werbung nutzen wir Ihre Daten nicht. Sollte sich das einmal ändern, können Sie dem jederzeit und ohne
          Angabe von Gründen widersprechen.
        </p>
        <p>
          Ihr Widerspruch ist an keine Form gebunden. Eine kurze E-Mail an{' '}
          <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a> oder ein Brief an die oben genannte
          Anschrift genügt.
        </p>
      </section>

      <section id="keine-automatisierten-entscheidungen">
        <h2>10. Keine automatisierte Entscheidungsfindung</h2>
        <p>
          Wir treffen keine Entscheidungen über Sie, die ausschließlich automatisiert erfolgen, und erstellen kein
          Profil von Ihnen (Art. 22 DSGVO).
        </p>
      </section>

      <section id="pflicht">
        <h2>11. Müssen Sie uns Daten geben?</h2>
        <p>
          Sie können ein Buch ohne Anmeldung beginnen. Für ein Kundenkonto brauchen wir Ihre E-Mail-Adresse, einen
          Benutzernamen und ein Passwort. Für eine Bestellung brauchen wir außerdem Ihren Namen und Ihre Anschrift.
          Ohne diese Angaben können wir keinen Vertrag mit Ihnen schließen. Gesetzlich verpflichtet sind Sie dazu
          nicht.
        </p>
      </section>

      <section id="sicherheit">
        <h2>12. Sicherheit</h2>
        <p>
          Die Verbindung zu unserem Shop ist verschlüsselt (HTTPS). Zugriff auf Ihre Daten haben bei uns nur die
          Menschen, die ihn für ihre Aufgabe brauchen. Wir schützen unsere Systeme mit technischen und
          organisatorischen Maßnahmen, die wir regelmäßig überprüfen.
        </p>
      </section>

      <section id="aenderungen">
        <h2>13. Änderungen dieser Datenschutzerklärung</h2>
        <p>
          Wenn sich unser Angebot oder die Rechtslage ändert, passen wir diese Erklärung an. Es gilt die Fassung,
          die Sie hier finden. Informationen zu Ihrer Bestellung finden Sie auch in unseren{' '}
          <Link to={paths.legal.terms}>Allgemeinen Geschäftsbedingungen</Link>.
        </p>
        <p>Stand: November 2026</p>
      </section>
    </article>
  );
}
