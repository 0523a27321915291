import type { PostalAddress as PostalAddressData } from '@eb/api-contract';
import { useTranslation } from 'react-i18next';

/** A postal address as a letter shows it, line by line: an order's billing/delivery address, a saved shipping address. */
export function PostalAddress({ address, className }: { address: PostalAddressData; className?: string }) {
  const { t } = useTranslation();
  return (
    <address className={className}>
      {address.companyName && (
        <>
          {address.companyName}
          <br />
        </>
      )}
      {address.salutation && `${t(`addresses.salutationText.${address.salutation}`)} `}
      {address.firstNames} {address.lastName}
      <br />
      {address.street} {address.streetNumber}
      <br />
      {address.zipCode} {address.town}
      <br />
      {t(`addresses.country.${address.country}`)}
    </address>
  );
}
