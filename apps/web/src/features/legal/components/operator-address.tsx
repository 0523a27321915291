import { useSiteConfig } from '../../../lib/site-config';

interface OperatorAddressProps {
  /** Also give phone and e-mail; 'with-hours' adds the hotline hours. */
  contact?: 'none' | 'mail' | 'mail-link' | 'full' | 'with-hours';
  /** A person at the operator's address instead of the company. */
  name?: string;
}

/** The operator's postal address from configuration, as every legal page prints it. */
export function OperatorAddress({ contact = 'none', name }: OperatorAddressProps) {
  const site = useSiteConfig();
  const phone = contact === 'full' || contact === 'with-hours';
  const mailLink = contact !== 'mail';
  return (
    <address>
      {name ?? site.operatorName}
      <br />
      {site.operatorStreet}
      <br />
      {site.operatorPostalCode} {site.operatorCity}
      <br />
      {site.operatorCountry}
      {phone && (
        <>
          <br />
          Telefon: {site.supportPhone}
          {contact === 'with-hours' && ' (Mo–Fr 8–20 Uhr, Sa 9–16 Uhr)'}
        </>
      )}
      {contact !== 'none' && (
        <>
          <br />
          E-Mail: {mailLink ? <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a> : site.supportEmail}
        </>
      )}
    </address>
  );
}
