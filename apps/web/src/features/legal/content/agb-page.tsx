import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSiteConfig } from '../../../lib/site-config';
import { OperatorAddress } from '../components/operator-address';

export function Component() {
  const site = useSiteConfig();

  return (
    <article className="prose legal-page">
      <h1>Allgemeine Geschäftsbedingungen</h1>
      <p>
        Hier finden Sie die Bedingungen, die für Ihre Bestellung bei {site.shopName} gelten. Wir haben uns bemüht,
        sie so klar wie möglich zu formulieren. Wenn Ihnen etwas unklar ist, rufen Sie uns gern an oder schreiben
        Sie uns.
      </p>

      <section id="abschnitt-1">
        <h2>§ 1 Geltungsbereich und Begriffsbestimmungen</h2>
        <ol>
          <li>
            Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für alle Verträge über die Herstellung und Lieferung
            von Erinnerungsbüchern, die Sie über den Online-Shop {site.shopName} mit uns schließen:
            <OperatorAddress />
            Im Folgenden nennen wir uns „wir“ oder „Anbieter“.
          </li>
          <li>
            Abweichende Bedingungen unserer Kunden gelten nur, wenn wir ihnen ausdrücklich schriftlich zustimmen.
          </li>
          <li>
            Verbraucher ist jede natürliche Person, die einen Vertrag zu Zwecken abschließt, die überwiegend weder
            ihrer gewerblichen noch ihrer selbständigen beruflichen Tätigkeit zugerechnet werden können (§ 13 BGB).
            Unternehmer ist eine natürliche oder juristische Person oder eine rechtsfähige Personengesellschaft, die
            bei Abschluss des Vertrags in Ausübung ihrer gewerblichen oder selbständigen beruflichen Tätigkeit
            handelt (§ 14 BGB), zum Beispiel ein Bestattungsunternehmen.
          </li>
          <li>
            In diesen AGB bedeuten:
            <dl>
              <dt>Erinnerungsbuch</dt>
              <dd>
                ein gedrucktes Fotobuch, das Sie selbst im Browser gestalten – mit Ihren eigenen Fotos und Texten.
              </dd>
              <dt>Gedenkseite</dt>
              <dd>
                eine Online-Gedenkseite für einen verstorbenen Menschen. Sie können eine Gedenkseite mit Ihrem Buch
                verknüpfen und ausgewählte Inhalte daraus in das Buch übernehmen.
              </dd>
              <dt>Kundenkonto</dt>
              <dd>
                Ihr persönlicher Zugang zu {site.shopName}. Zum Bestellen brauchen Sie ein registriertes
                Kundenkonto mit bestätigter E-Mail-Adresse.
              </dd>
            </dl>
          </li>
        </ol>
      </section>

      <section id="abschnitt-2">
        <h2>§ 2 Angebot und Vertragsschluss</h2>
        <ol>
          <li>
            Die Darstellung unserer Produkte im Shop ist noch kein verbindliches Angebot. Sie ist eine Einladung an
            Sie, eine Bestellung abzugeben.
          </li>
          <li>
            So kommt Ihre Bestellung zustande:
            <ol>
              <li>Sie gestalten Ihr Erinnerungsbuch und stellen es fertig.</li>
              <li>Sie legen ein oder mehrere fertige Bücher in den Warenkorb und wählen die Lieferanschrift.</li>
              <li>
                Auf der Bestellübersicht sehen Sie alle Angaben noch einmal: Bücher, Anzahl, Preise, Versandkosten
                und Anschrift. Dort können Sie Eingabefehler erkennen und korrigieren, zum Beispiel eine Anschrift
                ändern oder ein Buch aus dem Warenkorb nehmen. Inhaltliche Änderungen am Buch selbst sind nur
                möglich, solange es noch nicht fertiggestellt ist.
              </li>
              <li>
                Mit einem Klick auf die Schaltfläche „Zahlungspflichtig bestellen“ geben Sie ein verbindliches
                Angebot zum Kauf der Bücher im Warenkorb ab.
              </li>
            </ol>
          </li>
          <li>
            Kurz nach Ihrer Bestellung erhalten Sie eine automatische E-Mail, die den Eingang Ihrer Bestellung
            bestätigt (Eingangsbestätigung). Diese E-Mail ist noch keine Annahme Ihres Angebots.
          </li>
          <li>
            Der Vertrag kommt erst zustande, wenn wir Ihre Bestellung mit einer gesonderten E-Mail ausdrücklich
            annehmen (Auftragsbestätigung). Nehmen wir Ihre Bestellung nicht innerhalb von fünf Werktagen an, sind
            Sie nicht mehr an sie gebunden.
          </li>
          <li>
            Wir können Bestellungen ablehnen, deren Menge über den haushaltsüblichen Bedarf hinausgeht. Wenn Sie
            größere Mengen benötigen, sprechen Sie uns bitte vorher an.
          </li>
          <li>
            Wir speichern den Vertragstext. Mit der Auftragsbestätigung senden wir Ihnen die Bestelldaten und diese
            AGB per E-Mail zu. Die jeweils aktuellen AGB können Sie jederzeit auf dieser Seite lesen, ausdrucken oder
            speichern.
          </li>
          <li>Die Vertragssprache ist Deutsch.</li>
        </ol>
      </section>

      <section id="abschnitt-3">
        <h2>§ 3 Leistung und Lieferung</h2>
        <ol>
          <li>
            Wir drucken und binden Ihr Erinnerungsbuch genau so, wie Sie es gestaltet und fertiggestellt haben. Für
            die Inhalte – Fotos, Texte, Rechtschreibung und Anordnung – sind Sie selbst verantwortlich. Wir lesen
            Ihr Buch nicht Korrektur. Bitte prüfen Sie es deshalb sorgfältig, bevor Sie es fertigstellen.
          </li>
          <li>
            Fotos mit geringer Auflösung können im Druck unscharf wirken. Farben auf dem Bildschirm und auf Papier
            sehen nie ganz gleich aus. Geringe, technisch bedingte Farbabweichungen sind daher kein Mangel.
          </li>
          <li>
            Wir liefern an Anschriften in Deutschland und Österreich. Näheres finden Sie auf unserer Seite{' '}
            <Link to={paths.legal.shipping}>Versand und Lieferung</Link>.
          </li>
          <li>
            Die Lieferzeit beträgt 3–4 Werktage: etwa 2 Werktage für die Herstellung und 1–2 Werktage für den
            Postweg. Sie beginnt am Tag nach unserer Auftragsbestätigung. Werktage sind Montag bis Freitag, außer an
            gesetzlichen Feiertagen.
          </li>
          <li>
            Vor Weihnachten gilt: Bestellungen, die bis zum 18. Dezember bei uns eingehen, versenden wir bis zum
            21. Dezember.
          </li>
          <li>
            Können wir nicht rechtzeitig liefern, etwa wegen einer Störung, die wir nicht zu vertreten haben, sagen
            wir Ihnen sofort Bescheid und nennen Ihnen den voraussichtlichen neuen Liefertermin.
          </li>
          <li>
            Sind Sie Verbraucher, tragen wir das Risiko, dass die Ware auf dem Versandweg beschädigt wird oder
            verloren geht, bis sie Ihnen übergeben wird. Sind Sie Unternehmer, geht dieses Risiko auf Sie über,
            sobald wir die Ware dem Versandunternehmen übergeben haben.
          </li>
        </ol>
      </section>

      <section id="abschnitt-4">
        <h2>§ 4 Preise und Versandkosten</h2>
        <ol>
          <li>
            Alle Preise im Shop sind Endpreise in Euro. Sie enthalten die gesetzliche Umsatzsteuer. Es gilt der
            Preis, der zum Zeitpunkt Ihrer Bestellung angezeigt wird. Eine Übersicht finden Sie auf unserer Seite{' '}
            <Link to={paths.legal.prices}>Preise</Link>.
          </li>
          <li>
            Der Bruttopreis ist für Deutschland und Österreich gleich. Auf der Rechnung weisen wir die Umsatzsteuer
            mit dem Satz des Lieferlandes aus: 19 % für Deutschland, 20 % für Österreich.
          </li>
          <li>
            Zusätzlich zum Preis der Bücher berechnen wir Versandkosten je Bestellung – unabhängig davon, wie viele
            Bücher Sie bestellen:
            <ul>
              <li>Lieferung nach Deutschland: 2,99 €</li>
              <li>Lieferung nach Österreich: 3,99 €</li>
            </ul>
          </li>
        </ol>
      </section>

      <section id="abschnitt-5">
        <h2>§ 5 Zahlung</h2>
        <ol>
          <li>
            Zurzeit bieten wir eine Zahlungsart an: Kauf auf Rechnung. Andere Zahlungsarten wie Kreditkarte,
            Lastschrift oder Ratenzahlung bieten wir derzeit nicht an. Einzelheiten finden Sie auf unserer Seite{' '}
            <Link to={paths.legal.payment}>Zahlungsarten</Link>.
          </li>
          <li>
            Ihre Rechnung erhalten Sie als PDF mit der Auftragsbestätigung per E-Mail. Der Rechnungsbetrag ist 14 Tage nach Erhalt der Ware ohne
            Abzug fällig. Bitte überweisen Sie ihn auf das Konto, das auf der Rechnung steht, und geben Sie dabei die
            Rechnungsnummer an.
          </li>
          <li>
            Geht Ihre Zahlung nicht rechtzeitig ein, erinnern wir Sie zunächst daran. Die gesetzlichen Regeln zum
            Zahlungsverzug bleiben unberührt.
          </li>
        </ol>
      </section>

      <section id="abschnitt-6">
        <h2>§ 6 Eigentumsvorbehalt</h2>
        <ol>
          <li>Die gelieferten Bücher bleiben unser Eigentum, bis Sie die Rechnung vollständig bezahlt haben.</li>
          <li>
            Sind Sie Unternehmer, bleibt die Ware unser Eigentum, bis alle Forderungen aus der laufenden
            Geschäftsbeziehung bezahlt sind.
          </li>
        </ol>
      </section>

      <section id="widerrufsbelehrung">
        <h2>§ 7 Widerrufsbelehrung</h2>

        <h3>Bitte beachten Sie vorab: kein Widerrufsrecht für Erinnerungsbücher</h3>
        <p>
          Jedes Erinnerungsbuch fertigen wir einzeln nach Ihrer Gestaltung an – mit Ihren Fotos, Ihren Texten und
          Ihrer Auswahl von Format, Design und Papier. Für solche Waren besteht kein Widerrufsrecht. Das Gesetz
          schließt es aus bei Verträgen zur Lieferung von Waren, die nicht vorgefertigt sind und für deren
          Herstellung eine individuelle Auswahl oder Bestimmung durch den Verbraucher maßgeblich ist oder die
          eindeutig auf die persönlichen Bedürfnisse des Verbrauchers zugeschnitten sind (§ 312g Abs. 2 Nr. 1 BGB;
          für Verbraucher in Österreich § 18 Abs. 1 Z 3 FAGG).
        </p>
        <p>
          Dieser Ausschluss gilt für alle Erinnerungsbücher, die Sie bei uns bestellen. Damit Sie wissen, welche
          Regeln sonst für Verbraucher beim Kauf im Internet gelten, geben wir die gesetzliche Widerrufsbelehrung und
          das Muster-Widerrufsformular trotzdem vollständig wieder. Sie gelten nur, soweit ausnahmsweise ein
          Widerrufsrecht besteht. Ein Widerrufsrecht haben nur Verbraucher. Ihre Rechte bei Mängeln (§ 8) bleiben
          vom Ausschluss unberührt.
        </p>

        <h3>Widerrufsbelehrung</h3>
        <p>
          <strong>Widerrufsrecht</strong>
        </p>
        <p>Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.</p>
        <p>
          Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der
          nicht der Beförderer ist, die Waren in Besitz genommen haben bzw. hat.
        </p>
        <p>Um Ihr Widerrufsrecht auszuüben, müssen Sie uns</p>
        <OperatorAddress contact="full" />
        <p>
          mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder E-Mail) über Ihren
          Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte
          Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.
        </p>
        <p>
          Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des
          Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.
        </p>
        <p>
          <strong>Folgen des Widerrufs</strong>
        </p>
        <p>
          Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben,
          einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie
          eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben),
          unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über
          Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe
          Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde
          ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte
          berechnet.
        </p>
        <p>
          Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis Sie den
          Nachweis erbracht haben, dass Sie die Waren zurückgesandt haben, je nachdem, welches der frühere Zeitpunkt
          ist.
        </p>
        <p>
          Sie haben die Waren unverzüglich und in jedem Fall spätestens binnen vierzehn Tagen ab dem Tag, an dem Sie
          uns über den Widerruf dieses Vertrags unterrichten, an uns zurückzusenden oder zu übergeben. Die Frist ist
          gewahrt, wenn Sie die Waren vor Ablauf der Frist von vierzehn Tagen absenden.
        </p>
        <p>Sie tragen die unmittelbaren Kosten der Rücksendung der Waren.</p>
        <p>
          Sie müssen für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser Wertverlust auf einen zur
          Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang mit ihnen
          zurückzuführen ist.
        </p>
        <p>
          <strong>Ausschluss des Widerrufsrechts</strong>
        </p>
        <p>
          Das Widerrufsrecht besteht nicht bei Verträgen zur Lieferung von Waren, die nicht vorgefertigt sind und für
          deren Herstellung eine individuelle Auswahl oder Bestimmung durch den Verbraucher maßgeblich ist oder die
          eindeutig auf die persönlichen Bedürfnisse des Verbrauchers zugeschnitten sind. Das trifft auf jedes
          Erinnerungsbuch zu.
        </p>
        <p>Ende der Widerrufsbelehrung</p>

        <h3>Muster-Widerrufsformular</h3>
        <p>
          (Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es
          zurück.)
        </p>
        <p>An</p>
        <OperatorAddress contact="mail" />
        <ul>
          <li>
            Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden
            Waren (*)/die Erbringung der folgenden Dienstleistung (*)
          </li>
          <li>Bestellt am (*)/erhalten am (*)</li>
          <li>Name des/der Verbraucher(s)</li>
          <li>Anschrift des/der Verbraucher(s)</li>
          <li>Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)</li>
          <li>Datum</li>
        </ul>
        <p>(*) Unzutreffendes streichen.</p>
      </section>

      <section id="abschnitt-8">
        <h2>§ 8 Gewährleistung</h2>
        <ol>
          <li>Es gelten die gesetzlichen Rechte bei Mängeln (Gewährleistung).</li>
          <li>
            Sind Sie Verbraucher, verjähren Ihre Mängelansprüche nach den gesetzlichen Fristen, bei neuen Waren in
            der Regel zwei Jahre nach der Lieferung.
          </li>
          <li>
            Sind Sie Unternehmer, beträgt die Gewährleistungsfrist 12 Monate ab Lieferung. Diese Verkürzung gilt
            nicht für Schadensersatzansprüche wegen Verletzung von Leben, Körper oder Gesundheit, bei Vorsatz oder
            grober Fahrlässigkeit, bei arglistig verschwiegenen Mängeln und soweit wir eine Garantie übernommen
            haben. Für Kaufleute gilt außerdem die Pflicht, die Ware zu untersuchen und Mängel unverzüglich zu rügen
            (§ 377 HGB; in Österreich §§ 377 f. UGB).
          </li>
          <li>
            Kein Mangel sind Fehler, die aus Ihren eigenen Inhalten stammen – etwa Tippfehler, unscharfe oder gering
            aufgelöste Fotos oder eine ungünstige Anordnung –, sowie geringe, technisch bedingte Farbabweichungen
            zwischen Bildschirm und Druck.
          </li>
          <li>
            Hat Ihr Buch einen Mangel, melden Sie sich bitte bei uns, am besten mit einem Foto der betroffenen
            Stelle. In der Regel drucken wir das Buch dann kostenlos neu. Ihre gesetzlichen Rechte bleiben davon
            unberührt.
          </li>
        </ol>
      </section>

      <section id="abschnitt-9">
        <h2>§ 9 Haftung</h2>
        <ol>
          <li>
            Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei Verletzung von Leben, Körper oder
            Gesundheit, nach dem Produkthaftungsgesetz, bei arglistig verschwiegenen Mängeln und soweit wir eine
            Garantie übernommen haben.
          </li>
          <li>
            Bei leichter Fahrlässigkeit haften wir nur, wenn wir eine wesentliche Vertragspflicht verletzen. Das
            sind Pflichten, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags überhaupt erst ermöglicht
            und auf deren Einhaltung Sie regelmäßig vertrauen dürfen. In diesem Fall ist unsere Haftung auf den
            vorhersehbaren, vertragstypischen Schaden begrenzt.
          </li>
          <li>
            Diese Regeln gelten auch für unsere Mitarbeiterinnen, Mitarbeiter und Beauftragten.
          </li>
          <li>
            Ihre Entwürfe speichern wir automatisch und sorgfältig. Wir sind aber kein Fotoarchiv: Bücher und
            hochgeladene Fotos löschen wir nach den Fristen, die in unserer{' '}
            <Link to={paths.legal.privacy}>Datenschutzerklärung</Link> genannt sind. Bitte bewahren Sie Ihre Originalfotos
            deshalb immer selbst auf.
          </li>
        </ol>
      </section>

      <section id="abschnitt-10">
        <h2>§ 10 Aufrechnungsverbot</h2>
        <ol>
          <li>
            Sie können nur mit Gegenforderungen aufrechnen, die unbestritten, rechtskräftig festgestellt oder von uns
            anerkannt sind. Das gilt nicht für Gegenforderungen aus demselben Vertrag, insbesondere wegen Mängeln.
          </li>
          <li>
            Ein Zurückbehaltungsrecht können Sie nur wegen Ansprüchen aus demselben Vertrag ausüben.
          </li>
          <li>
            Zwingende Rechte von Verbrauchern in Österreich, insbesondere nach § 6 Abs. 1 Z 8 KSchG, bleiben
            unberührt.
          </li>
        </ol>
      </section>

      <section id="abschnitt-11">
        <h2>§ 11 Online-Streitbeilegung</h2>
        <p>
          Die Europäische Kommission hat ihre Plattform zur Online-Streitbeilegung (OS-Plattform) zum 20. Juli 2025
          eingestellt. Die Plattform steht daher nicht mehr zur Verfügung.
        </p>
        <p>
          Wenn Sie eine Frage oder eine Beschwerde haben, wenden Sie sich bitte direkt an uns – per E-Mail an{' '}
          <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a> oder telefonisch unter {site.supportPhone}{' '}
          (Mo–Fr 8–20 Uhr, Sa 9–16 Uhr). Wir suchen gemeinsam mit Ihnen nach einer Lösung.
        </p>
      </section>

      <section id="abschnitt-12">
        <h2>§ 12 Verbraucherschlichtung</h2>
        <p>
          Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer
          Verbraucherschlichtungsstelle teilzunehmen.
        </p>
      </section>

      <section id="abschnitt-13">
        <h2>§ 13 Datenschutz</h2>
        <p>
          Wir verarbeiten Ihre personenbezogenen Daten nur, soweit es für Ihr Kundenkonto, die Gestaltung,
          Herstellung und Lieferung Ihrer Bücher und die Abwicklung Ihrer Bestellung nötig ist oder das Gesetz es
          verlangt. Alles Weitere, auch wie lange wir Bücher und Fotos aufbewahren, erklären wir in unserer{' '}
          <Link to={paths.legal.privacy}>Datenschutzerklärung</Link>.
        </p>
      </section>

      <section id="abschnitt-14">
        <h2>§ 14 Nutzungsrechte</h2>
        <ol>
          <li>
            Die Fotos, Texte und sonstigen Inhalte, die Sie hochladen oder aus einer Gedenkseite übernehmen, bleiben
            Ihre Inhalte.
          </li>
          <li>
            Damit wir Ihr Buch herstellen können, räumen Sie uns ein einfaches, nicht übertragbares und unentgeltliches
            Recht ein, diese Inhalte zu speichern, im Editor anzuzeigen, für den Druck technisch aufzubereiten (zum
            Beispiel zu skalieren oder farblich an den Druck anzupassen), zu vervielfältigen und als gedrucktes Buch
            an Sie oder die von Ihnen genannte Lieferanschrift zu liefern. Das gilt auch für Nachbestellungen und
            für Kopien, die Sie selbst mit anderen Menschen teilen.
          </li>
          <li>
            Wir nutzen Ihre Inhalte nur für diese Zwecke. Wir verwenden sie nicht für Werbung. Das Recht endet, wenn
            die Inhalte nach den Fristen unserer Datenschutzerklärung gelöscht werden.
          </li>
          <li>
            Sie versichern, dass Sie die nötigen Rechte an allen Inhalten haben – insbesondere das Urheberrecht oder
            die Erlaubnis des Urhebers, etwa des Fotografen, sowie das Einverständnis der abgebildeten Personen,
            soweit es erforderlich ist.
          </li>
          <li>
            Verletzen Sie schuldhaft Rechte Dritter, stellen Sie uns von deren berechtigten Ansprüchen frei, die
            wegen Ihrer Inhalte gegen uns geltend gemacht werden, einschließlich angemessener Kosten der
            Rechtsverteidigung.
          </li>
          <li>
            Wir prüfen Ihre Inhalte nicht. Offensichtlich rechtswidrige Inhalte drucken wir jedoch nicht. In diesem
            Fall informieren wir Sie.
          </li>
        </ol>
      </section>

      <section id="abschnitt-15">
        <h2>§ 15 Markenrechte</h2>
        <ol>
          <li>
            Der Name „{site.shopName}“ und unser Logo sind Kennzeichen des Anbieters. Sie dürfen ohne unsere vorherige
            Zustimmung nicht verwendet werden.
          </li>
          <li>
            Die Designs, Gestaltungsvorlagen, Grafiken und Texte des Shops sind geschützt. Sie dürfen sie nur
            innerhalb des Shops für die Gestaltung Ihrer eigenen Bücher nutzen. Ihre gedruckten Bücher dürfen Sie
            selbstverständlich privat ohne Einschränkung verwenden und verschenken.
          </li>
          <li>
            Namen und Logos von Bestattungsunternehmen, die im Shop angezeigt werden, gehören den jeweiligen
            Unternehmen.
          </li>
        </ol>
      </section>

      <section id="abschnitt-16">
        <h2>§ 16 Schlussbestimmungen</h2>
        <ol>
          <li>
            Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Sind Sie
            Verbraucher, gilt diese Rechtswahl nur, soweit Ihnen dadurch nicht der Schutz durch zwingende
            Bestimmungen des Staates entzogen wird, in dem Sie Ihren gewöhnlichen Aufenthalt haben, etwa Österreich.
          </li>
          <li>
            Sind Sie Kaufmann, eine juristische Person des öffentlichen Rechts oder ein öffentlich-rechtliches
            Sondervermögen, ist Gerichtsstand für alle Streitigkeiten aus dem Vertrag unser Geschäftssitz in{' '}
            {site.operatorCity}.
          </li>
          <li>
            Sollte eine Bestimmung dieser AGB unwirksam sein, bleiben die übrigen Bestimmungen wirksam. An die
            Stelle der unwirksamen Bestimmung tritt die gesetzliche Regelung.
          </li>
        </ol>
        <p>Stand: November 2026</p>
      </section>
    </article>
  );
}
