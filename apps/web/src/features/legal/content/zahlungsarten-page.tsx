import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSiteConfig } from '../../../lib/site-config';

export function Component() {
  const site = useSiteConfig();

  return (
    <article className="prose legal-page">
      <h1>Zahlungsarten</h1>
      <p>
        Bei {site.shopName} bezahlen Sie bequem auf Rechnung. Sie erhalten Ihr Erinnerungsbuch zuerst und bezahlen
        erst danach. Das ist zurzeit die einzige Zahlungsart, die wir anbieten.
      </p>

      <section id="kauf-auf-rechnung">
        <h2>Kauf auf Rechnung</h2>
        <h3>So funktioniert es</h3>
        <ol>
          <li>
            Sie bestellen Ihre fertigen Bücher im Warenkorb und wählen dort „Kauf auf Rechnung“. Wir bestätigen Ihnen
            den Eingang und danach die Annahme Ihrer Bestellung per E-Mail.
          </li>
          <li>Wir stellen Ihre Bücher her und schicken sie Ihnen zu.</li>
          <li>
            Ihre Rechnung erhalten Sie als PDF mit der E-Mail, in der wir Ihre Bestellung annehmen (der
            Auftragsbestätigung).
          </li>
          <li>
            Sie überweisen den Rechnungsbetrag innerhalb von 14 Tagen nach Erhalt der Ware auf das Konto, das auf
            der Rechnung steht. Bitte geben Sie als Verwendungszweck die Rechnungsnummer an, damit wir Ihre Zahlung
            richtig zuordnen können.
          </li>
        </ol>

        <h3>Auf einen Blick</h3>
        <dl>
          <dt>Zahlungsziel</dt>
          <dd>14 Tage nach Erhalt der Ware, ohne Abzug</dd>
          <dt>Zahlungsweg</dt>
          <dd>
            Überweisung auf unser Konto. Aus Österreich überweisen Sie einfach per SEPA-Überweisung in Euro.
          </dd>
          <dt>Zusätzliche Gebühren</dt>
          <dd>Keine. Für den Kauf auf Rechnung berechnen wir nichts extra.</dd>
          <dt>Voraussetzung</dt>
          <dd>
            Ein registriertes Kundenkonto mit bestätigter E-Mail-Adresse und eine Lieferanschrift in Deutschland
            oder Österreich.
          </dd>
          <dt>Bonitätsprüfung</dt>
          <dd>Findet nicht statt. Wir fragen keine Auskunfteien ab.</dd>
        </dl>

        <h3>Wenn eine Zahlung ausbleibt</h3>
        <p>
          Es kann immer einmal passieren, dass eine Rechnung untergeht – gerade in einer schweren Zeit. Ist Ihre
          Zahlung nach Ablauf der Frist noch nicht bei uns eingegangen, erinnern wir Sie freundlich daran. Wenn Sie
          Fragen zur Rechnung haben oder mehr Zeit brauchen, melden Sie sich bitte bei uns. Wir suchen gemeinsam nach einer
          Lösung.
        </p>
      </section>

      <section id="weitere-zahlungsarten">
        <h2>Weitere Zahlungsarten</h2>
        <p>
          Andere Zahlungsarten wie Kreditkarte, Lastschrift, Sofortüberweisung oder Ratenzahlung bieten wir derzeit
          nicht an. Weitere Zahlungsarten können später hinzukommen. Sobald das der Fall ist, finden Sie sie hier auf
          dieser Seite.
        </p>
      </section>

      <section id="fragen">
        <h2>Fragen zu Ihrer Rechnung?</h2>
        <p>
          Sie erreichen uns telefonisch unter {site.supportPhone} (Mo–Fr 8–20 Uhr, Sa 9–16 Uhr) oder per E-Mail an{' '}
          <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>.
        </p>
        <p>
          Die verbindlichen Regeln zur Zahlung finden Sie in unseren{' '}
          <Link to={`${paths.legal.terms}#abschnitt-5`}>Allgemeinen Geschäftsbedingungen (§ 5 Zahlung)</Link>. Preise und
          Versandkosten finden Sie auf den Seiten <Link to={paths.legal.prices}>Preise</Link> und{' '}
          <Link to={paths.legal.shipping}>Versand und Lieferung</Link>.
        </p>
      </section>
    </article>
  );
}
