import { useSiteConfig } from '../../../lib/site-config';

/** Phone with hotline hours and e-mail, as the imprint and the guide list them. */
export function SupportContact() {
  const site = useSiteConfig();
  return (
    <dl>
      <dt>Telefon</dt>
      <dd>
        {site.supportPhone}
        <br />
        Mo–Fr 8–20 Uhr, Sa 9–16 Uhr
      </dd>
      <dt>E-Mail</dt>
      <dd>
        <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
      </dd>
    </dl>
  );
}
