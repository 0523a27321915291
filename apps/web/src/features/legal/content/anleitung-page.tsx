import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSiteConfig } from '../../../lib/site-config';
import { SupportContact } from '../components/support-contact';
import { GUIDE_PDF } from './anleitung-pdf';
import './anleitung-page.css';

export function Component() {
  const site = useSiteConfig();

  return (
    <article className="prose legal-page">
      <h1>So entsteht Ihr Erinnerungsbuch</h1>
      <p>
        Ein Erinnerungsbuch zu gestalten braucht keine Vorkenntnisse. Wir führen Sie Schritt für Schritt durch alles.
        Sie können jederzeit eine Pause machen und später in Ruhe weitermachen.
      </p>
      {/* The PDF (made by `npm run guide` from the shop itself) for reading beside the screen or printing. */}
      {GUIDE_PDF.pages > 0 && (
        <p className="guide-download">
          <a className="button button--primary button--large guide-download__button" href={GUIDE_PDF.href} type="application/pdf">
            <span>Anleitung als PDF herunterladen</span> <span className="guide-download__size">({GUIDE_PDF.description})</span>
          </a>
          <span className="guide-download__note">Mit Bildern aus dem Shop, Schritt für Schritt – zum Ausdrucken oder zum Lesen am Bildschirm.</span>
        </p>
      )}

      <section id="vorbereitung">
        <h2>Bevor Sie beginnen</h2>
        <ul>
          <li>
            Legen Sie sich die Fotos zurecht, die Sie verwenden möchten – zum Beispiel in einem Ordner auf Ihrem
            Computer oder Tablet.
          </li>
          <li>
            Sie können ohne Anmeldung beginnen. Zum Bestellen brauchen Sie später ein Kundenkonto mit bestätigter
            E-Mail-Adresse.
          </li>
        </ul>
      </section>

      <section id="schritte">
        <h2>Schritt für Schritt</h2>
        <ol>
          <li>
            <h3>Format wählen</h3>
            <p>
              Entscheiden Sie, wie groß Ihr Buch sein soll: A4 Hochformat (21 × 29,7 cm), Quadratisch (20 × 20 cm)
              oder Mini (13 × 19 cm). Klicken Sie einfach auf das Format, das Ihnen gefällt.
            </p>
          </li>
          <li>
            <h3>Design wählen</h3>
            <p>
              Das Design bestimmt das Aussehen Ihres Buches, etwa Hintergründe und Schriften. Wählen Sie ein Design,
              das zu dem Menschen passt, an den Sie erinnern möchten.
            </p>
          </li>
          <li>
            <h3>Papier wählen</h3>
            <p>
              Sie wählen den Einband und das Papier, zum Beispiel Softcover oder Hardcover auf echtem Fotopapier. Bei
              manchen Papieren können Sie außerdem zwischen matt und glänzend wählen. Was die einzelnen Bücher
              kosten, sehen Sie direkt bei der Auswahl und auf unserer Seite <Link to={paths.legal.prices}>Preise</Link>.
            </p>
          </li>
          <li>
            <h3>Ihrem Buch einen Namen geben</h3>
            <p>
              Geben Sie Ihrem Buch einen Namen, zum Beispiel „Erinnerungen an Oma Helga“. So finden Sie es später
              leicht wieder. Der Name darf bis zu 150 Zeichen lang sein. Solange das Buch nicht bestellt ist, können
              Sie ihn in „Meine Bücher“ noch ändern.
            </p>
          </li>
          <li>
            <h3>Eine Gedenkseite verknüpfen (freiwillig)</h3>
            <p>
              Gibt es für den verstorbenen Menschen eine Online-Gedenkseite, können Sie sie mit Ihrem Buch
              verknüpfen. Tippen Sie dazu den Namen ein und wählen Sie die passende Gedenkseite aus der Liste aus.
              Beim Gestalten können Sie dann Angaben wie Namen, Lebensdaten und Termine oder Kondolenzen in Ihr Buch
              übernehmen. Gibt es keine Gedenkseite, lassen Sie das Feld einfach leer.
            </p>
            <p>Danach klicken Sie auf „Buch gestalten“.</p>
          </li>
          <li>
            <h3>Fotos hochladen</h3>
            <p>
              Klicken Sie auf „Fotos auswählen“ und wählen Sie die Fotos auf Ihrem Gerät aus. Bereits hochgeladene
              Fotos sehen Sie als kleine Vorschaubilder. Sie müssen nicht alle Fotos auf einmal hochladen: Weitere
              Fotos können Sie jederzeit hinzufügen, auch später aus dem Editor.
            </p>
          </li>
          <li>
            <h3>Seiten gestalten – selbst oder mit dem Assistenten</h3>
            <p>
              Sie haben zwei Möglichkeiten: Mit „Buch gestalten“ ordnen Sie Fotos und Texte selbst auf den Seiten
              an. Mit „Assistenten nutzen“ gestaltet der Assistent das ganze Buch für Sie. Anschließend können Sie
              alles in Ruhe anpassen.
            </p>
            <p>
              Im Editor sehen Sie immer eine Doppelseite so, wie sie gedruckt wird. Ziehen Sie ein Foto aus der
              Leiste „Fotos“ auf einen Rahmen – oder wählen Sie das Foto aus und klicken Sie auf „In Rahmen
              einsetzen“. Mit „Ausschnitt wählen“ verschieben und vergrößern Sie das Foto im Rahmen. Einen Text
              ändern Sie, indem Sie den Textrahmen auswählen und „Text bearbeiten“ wählen. Unter „Layouts“ finden
              Sie andere Aufteilungen der Seite; Ihre Fotos bleiben dabei erhalten.
            </p>
            <p>
              Jeder Schritt lässt sich mit „Rückgängig“ zurücknehmen. Unter „Frühere Fassungen“ holen Sie einen
              älteren Stand zurück. Alles lässt sich auch mit der Tastatur oder auf dem Tablet mit dem Finger
              bedienen.
            </p>
            <p>
              Wenn Sie eine Gedenkseite verknüpft haben, sehen Sie deren Angaben unter „Gedenkdaten“ und können sie
              in einen Textrahmen übernehmen.
            </p>
          </li>
          <li>
            <h3>Der Assistent</h3>
            <p>
              „Assistenten nutzen“ finden Sie nach dem Hochladen auf der Seite mit Ihren Fotos und im Editor in der
              Werkzeugleiste oben. Der Assistent verteilt Ihre Fotos in der Reihenfolge, in der sie aufgenommen
              wurden, auf die Seiten. Namen und Lebensdaten einer verknüpften Gedenkseite setzt er auf den Umschlag
              und die erste Seite.
            </p>
            <p>
              Sie wählen, wie viele Fotos auf einer Seite stehen sollen: wenige, mittel oder viele. Ist eine
              Gedenkseite verknüpft, können Sie auch Kondolenzen und die Worte zu den Kerzen aufnehmen lassen. Passen
              nicht alle Fotos in das Buch, sagt Ihnen der Assistent, welche er weggelassen hat.
            </p>
            <p>
              Der Assistent gestaltet alle Seiten neu. Gefällt Ihnen die Anordnung nicht, wählen Sie „Neu mischen“
              für eine andere. Mit „Rückgängig“ holen Sie den Stand von vorher zurück. Danach ist jede Seite wie
              gewohnt veränderbar.
            </p>
          </li>
          <li>
            <h3>Mit der Familie teilen</h3>
            <p>
              Möchte Ihre Schwester eigene Fotos einfügen oder ein Onkel eine Seite schreiben, schicken Sie ihnen eine
              Kopie Ihres Buches per E-Mail. Klicken Sie in „Meine Bücher“ bei Ihrem Buch auf „Teilen“, geben Sie die
              E-Mail-Adresse und Ihren Namen an und, wenn Sie möchten, ein paar Worte dazu. Dafür brauchen Sie ein
              bestätigtes Kundenkonto; teilen lässt sich ein begonnenes Buch bis 100 Tage nach dem Anlegen.
            </p>
            <p>
              Der Empfänger bekommt eine eigene Kopie mit allen Fotos und gestaltet sie frei weiter, auch ohne
              Kundenkonto mit dem Testzugang. Ihr Buch bleibt dabei, wie es ist. Der Link in der E-Mail gilt 7 Tage
              und lässt sich einmal verwenden.
            </p>
          </li>
          <li>
            <h3>Buch fertigstellen</h3>
            <p>
              Sehen Sie sich Ihr Buch vor dem Fertigstellen noch einmal in Ruhe an. Wir drucken es genau so, wie
              Sie es gestaltet haben. Prüfen Sie besonders Namen, Daten und die Schreibweise.
            </p>
            <p>
              Klicken Sie dann im Editor oben auf „Buch fertigstellen“. Wir prüfen Ihr Buch auf alles, was im Druck
              nicht gut aussehen würde: leere Fotorahmen, Beispieltexte, die noch nicht geändert sind, Fotos, die zu
              unscharf für den Druck sind, Texte, die nicht in ihren Rahmen passen oder zu nah am Rand stehen, und die
              Seitenzahl. Jeder Hinweis führt Sie mit einem Klick auf die Seite, um die es geht. Manche Hinweise
              müssen Sie beheben, andere sind nur zur Sicherheit da.
            </p>
            <p>
              Ist alles in Ordnung, klicken Sie auf „Jetzt fertigstellen“. Ihr Buch steht danach in „Meine Bücher“
              unter „Fertige Bücher“. Nach dem Fertigstellen können Sie das Buch nicht mehr verändern.
            </p>
          </li>
          <li>
            <h3>Bestellen</h3>
            <p>
              Ihr fertiges Buch finden Sie unter „Meine Bücher“ bei den fertigen Büchern; es ist bereits mit „In den
              Warenkorb“ angekreuzt. Kreuzen Sie alle Bücher an, die Sie bestellen möchten, und klicken Sie oben auf
              „Warenkorb“. Bestatterinnen und Bestatter wählen dann, ob sie privat oder für ihr Unternehmen bestellen,
              und die Lieferanschrift des Unternehmens.
            </p>
            <p>
              Im Warenkorb sehen Sie jedes Buch mit seinem Preis. Dort legen Sie fest, wie viele Exemplare Sie von
              jedem Buch möchten, und geben Ihre Rechnungsanschrift an – bei einer privaten Bestellung ist sie auch
              die Lieferanschrift. Gesamtsumme, Versand und enthaltene Mehrwertsteuer sehen Sie sofort. Stimmen Sie den
              AGB zu und schicken Sie die Bestellung mit „Zahlungspflichtig bestellen“ ab.
            </p>
            <p>
              Gleich danach bekommen Sie eine E-Mail, dass Ihre Bestellung eingegangen ist. Mit einer zweiten E-Mail
              bestätigen wir den Auftrag; ihr liegt die Rechnung als PDF bei.
            </p>
            <p>
              Sie bezahlen auf Rechnung (<Link to={paths.legal.payment}>Zahlungsarten</Link>), 14 Tage nach Erhalt der
              Ware. Die Lieferzeit
              beträgt 3–4 Werktage. Der Versand kostet 2,99 € nach Deutschland und 3,99 € nach Österreich je
              Bestellung (<Link to={paths.legal.shipping}>Versand und Lieferung</Link>).
            </p>
            <p>
              Bestellte Bücher können Sie bis zu zwei Jahre nach der letzten Bestellung nachbestellen, zum Beispiel
              für weitere Familienmitglieder.
            </p>
          </li>
        </ol>
      </section>

      <section id="tipps">
        <h2>Tipps: Nehmen Sie sich Zeit</h2>
        <ul>
          <li>
            <strong>Es gibt keine Eile.</strong> Sie können jederzeit aufhören und später weitermachen. Ihr
            begonnenes Buch finden Sie unter „Meine Bücher“.
          </li>
          <li>
            <strong>Ihre Arbeit wird automatisch gespeichert.</strong> Sie müssen nichts extra speichern.
          </li>
          <li>
            <strong>Registrieren Sie sich.</strong> Dann finden Sie Ihr Buch auch auf einem anderen Gerät wieder.
            Begonnene Bücher bewahren wir 100 Tage nach der letzten Bearbeitung auf. Bevor wir ein Buch löschen,
            erinnern wir Sie per E-Mail.
          </li>
          <li>
            <strong>Größer sehen:</strong> Ein großer Bildschirm oder ein Tablet macht das Gestalten angenehmer. Ist
            Ihnen die Schrift zu klein, können Sie die Ansicht im Browser vergrößern – am Computer mit der Taste
            „Strg“ und der Plustaste, am Mac mit „cmd“ und der Plustaste.
          </li>
          <li>
            <strong>Gemeinsam geht es leichter.</strong> Vielleicht möchte jemand aus Ihrer Familie oder ein guter
            Freund neben Ihnen sitzen und mit aussuchen.
          </li>
        </ul>
      </section>

      <section id="hilfe">
        <h2>Wir helfen Ihnen gern</h2>
        <p>
          Wenn Sie nicht weiterkommen, rufen Sie uns einfach an. Wir nehmen uns Zeit für Sie.
        </p>
        <SupportContact />
        <p>
          Über Ihre Meinung zu {site.shopName} freuen wir uns. Schreiben Sie uns gern über unser{' '}
          <Link to={paths.feedback}>Feedback-Formular</Link>.
        </p>
      </section>
    </article>
  );
}
