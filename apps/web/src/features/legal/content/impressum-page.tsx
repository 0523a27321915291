import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSiteConfig } from '../../../lib/site-config';
import { SupportContact } from '../components/support-contact';
import { OperatorAddress } from '../components/operator-address';

export function Component() {
  const site = useSiteConfig();

  return (
    <article className="prose legal-page">
      <h1>Impressum</h1>

      <section id="anbieter">
        <h2>Angaben gemäß § 5 DDG</h2>
        <OperatorAddress />
        <dl>
          <dt>Vertreten durch die Geschäftsführung</dt>
          <dd>{site.operatorManagingDirector}</dd>
          <dt>Registereintrag</dt>
          <dd>{site.operatorRegister}</dd>
          <dt>Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG</dt>
          <dd>{site.operatorVatId}</dd>
        </dl>
      </section>

      <section id="kontakt">
        <h2>Kontakt</h2>
        <SupportContact />
      </section>

      <section id="verantwortlich">
        <h2>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2>
        <OperatorAddress name={site.operatorManagingDirector} />
      </section>

      <section id="streitbeilegung">
        <h2>Online-Streitbeilegung und Verbraucherschlichtung</h2>
        <p>
          Die Europäische Kommission hat ihre Plattform zur Online-Streitbeilegung (OS-Plattform) zum 20. Juli 2025
          eingestellt. Sie steht daher nicht mehr zur Verfügung.
        </p>
        <p>
          Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer
          Verbraucherschlichtungsstelle teilzunehmen.
        </p>
        <p>
          Wenn Sie eine Frage oder eine Beschwerde haben, wenden Sie sich bitte direkt an uns. Wir suchen gemeinsam
          mit Ihnen nach einer Lösung. Mehr dazu lesen Sie in unseren{' '}
          <Link to={`${paths.legal.terms}#abschnitt-11`}>Allgemeinen Geschäftsbedingungen (§§ 11 und 12)</Link>.
        </p>
      </section>

      <section id="inhalte">
        <h2>Inhalte unserer Kundinnen und Kunden</h2>
        <p>
          Die Erinnerungsbücher gestalten unsere Kundinnen und Kunden selbst. Die Bücher sind nicht öffentlich. Wir
          drucken und liefern sie nur in deren Auftrag, und geteilt werden sie nur von ihnen selbst. Für Fotos und
          Texte in diesen Büchern sind die Kundinnen und Kunden verantwortlich. Wie wir mit persönlichen Daten umgehen, lesen
          Sie in unserer <Link to={paths.legal.privacy}>Datenschutzerklärung</Link>.
        </p>
      </section>
    </article>
  );
}
