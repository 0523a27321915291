import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSiteConfig } from '../../../lib/site-config';

export function Component() {
  const site = useSiteConfig();

  return (
    <article className="prose legal-page">
      <h1>Versand und Lieferung</h1>
      <p>
        Wir liefern Ihr Erinnerungsbuch nach Deutschland und Österreich. Hier lesen Sie, was der Versand kostet, wie
        lange er dauert und was Sie tun können, wenn einmal etwas nicht stimmt.
      </p>

      <section id="versandkosten">
        <h2>Versandkosten</h2>
        <p>
          Die Versandkosten berechnen wir einmal je Bestellung – ganz gleich, wie viele Bücher Sie bestellen.
        </p>
        <dl>
          <dt>Lieferung nach Deutschland</dt>
          <dd>2,99 € je Bestellung</dd>
          <dt>Lieferung nach Österreich</dt>
          <dd>3,99 € je Bestellung</dd>
        </dl>
        <p>
          Ein Beispiel: Sie bestellen drei Bücher an eine Anschrift in Deutschland. Dann zahlen Sie für den Versand
          einmal 2,99 €.
        </p>
        <p>
          Alle Preise enthalten die gesetzliche Umsatzsteuer. Die Preise der Bücher finden Sie auf unserer Seite{' '}
          <Link to={paths.legal.prices}>Preise</Link>.
        </p>
      </section>

      <section id="lieferzeit">
        <h2>Lieferzeit: 3–4 Werktage</h2>
        <p>Ihr Buch ist in der Regel 3–4 Werktage nach unserer Auftragsbestätigung bei Ihnen:</p>
        <ul>
          <li>etwa 2 Werktage, um Ihr Buch zu drucken und zu binden,</li>
          <li>danach 1–2 Werktage auf dem Postweg.</li>
        </ul>
        <p>Werktage sind Montag bis Freitag, außer an gesetzlichen Feiertagen.</p>
      </section>

      <section id="weihnachten">
        <h2>Bestellungen vor Weihnachten</h2>
        <p>
          Bestellungen, die bis zum 18. Dezember bei uns eingehen, versenden wir bis zum 21. Dezember. In der
          Vorweihnachtszeit haben die Versandunternehmen sehr viel zu tun. Die Zustellung kann dann etwas länger
          dauern. Bitte bestellen Sie deshalb möglichst früh, wenn Ihr Buch zu einem bestimmten Tag da sein soll.
        </p>
      </section>

      <section id="verpackung">
        <h2>Verpackung</h2>
        <p>
          Wir verpacken jedes Buch sorgfältig in einer stabilen Versandverpackung, damit es Ecken, Kanten und
          Oberfläche unbeschadet zu Ihnen schafft. Mehrere Bücher einer Bestellung schicken wir Ihnen in der Regel in einem Paket.
        </p>
      </section>

      <section id="sendungsverfolgung">
        <h2>Sendungsverfolgung</h2>
        <p>
          Sobald Ihr Paket unterwegs ist, schicken wir Ihnen eine E-Mail mit der Sendungsnummer. Damit können Sie
          verfolgen, wo sich Ihr Paket gerade befindet.
        </p>
      </section>

      <section id="lieferanschrift">
        <h2>Lieferanschrift</h2>
        <p>
          Wir liefern an Anschriften in Deutschland und Österreich. Die Lieferanschrift wählen Sie im Warenkorb. Bitte
          prüfen Sie sie vor dem Bestellen genau, damit Ihr Buch ohne Umwege ankommt.
        </p>
      </section>

      <section id="transportschaden">
        <h2>Wenn das Paket beschädigt ankommt</h2>
        <p>Trotz sorgfältiger Verpackung kann auf dem Transportweg einmal etwas passieren. Dann gehen Sie bitte so vor:</p>
        <ol>
          <li>
            Ist das Paket schon von außen deutlich beschädigt, bitten Sie die Zustellerin oder den Zusteller, den
            Schaden zu vermerken.
          </li>
          <li>Machen Sie ein paar Fotos vom Paket und vom beschädigten Buch.</li>
          <li>
            Melden Sie sich bei uns per E-Mail an <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>{' '}
            oder telefonisch unter {site.supportPhone} (Mo–Fr 8–20 Uhr, Sa 9–16 Uhr).
          </li>
        </ol>
        <p>
          Wir kümmern uns dann um alles Weitere. Ist Ihr Buch beschädigt, drucken wir es in der Regel kostenlos neu. Ihre
          gesetzlichen Rechte bleiben davon unberührt – auch wenn Sie den Schaden nicht sofort bemerken oder dem
          Versandunternehmen nicht melden. Die Fotos und Hinweise helfen uns nur, den Schaden schneller zu klären.
        </p>
        <p>
          Ist Ihr Paket nach der angegebenen Lieferzeit noch nicht angekommen, melden Sie sich bitte ebenfalls bei
          uns.
        </p>
      </section>

      <section id="mehr">
        <h2>Mehr dazu</h2>
        <p>
          Die verbindlichen Regeln zu Lieferung und Versandkosten finden Sie in unseren{' '}
          <Link to={`${paths.legal.terms}#abschnitt-3`}>Allgemeinen Geschäftsbedingungen</Link>. Wie Sie bezahlen, lesen Sie unter{' '}
          <Link to={paths.legal.payment}>Zahlungsarten</Link>.
        </p>
      </section>
    </article>
  );
}
