import { NO_SHIPPING_ADDRESS_ID, type CustomerInfo } from '@eb/api-contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useCompanyAddresses } from '../../../lib/api/shipping-addresses/get-company-addresses';
import './order-for-dialog.css';

/** What the basket reserves for: a private order (null) or a company with its chosen shipping address. */
export type OrderFor = { customerRapidId: null; shippingAddressId: 0 } | { customerRapidId: string; shippingAddressId: number };

const PRIVATE = '';

/**
 * SPEC.md section 4: a funeral director says for whom the books are ordered — privately or for one of
 * the companies he works for (chosen already when there is just one) — and, for a company, where they go.
 */
export function OrderForDialog({ customers, onDone }: { customers: readonly CustomerInfo[]; onDone: (choice: OrderFor | null) => void }) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [customer, setCustomerState] = useState(customers.length === 1 ? customers[0]!.id : PRIVATE);
  const [addressId, setAddressId] = useState(NO_SHIPPING_ADDRESS_ID);
  const [missing, setMissing] = useState(false);
  const addresses = useCompanyAddresses(customer === PRIVATE ? null : customer);
  const list = addresses.data ?? [];
  // A company with a single address needs no choice.
  const chosenAddress = addressId === NO_SHIPPING_ADDRESS_ID && list.length === 1 ? list[0]!.id : addressId;

  useEffect(() => {
    dialogRef.current?.showModal();
  }, []);
  function setCustomer(id: string) {
    setCustomerState(id);
    setAddressId(NO_SHIPPING_ADDRESS_ID);
    setMissing(false);
  }

  function confirm() {
    if (customer === PRIVATE) return onDone({ customerRapidId: null, shippingAddressId: 0 });
    if (chosenAddress === NO_SHIPPING_ADDRESS_ID) {
      setMissing(true);
      document.getElementById('order-for-address')?.focus();
      return;
    }
    onDone({ customerRapidId: customer, shippingAddressId: chosenAddress });
  }

  return (
    <dialog
      ref={dialogRef}
      className="order-for-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onDone(null);
      }}
    >
      <h2 id={titleId}>{t('cart.orderFor.title')}</h2>
      <fieldset className="order-for-dialog__choices">
        <legend className="visually-hidden">{t('cart.orderFor.title')}</legend>
        <label className="order-for-dialog__choice">
          <input type="radio" name="order-for" value={PRIVATE} checked={customer === PRIVATE} onChange={() => setCustomer(PRIVATE)} />
          {t('cart.orderFor.private')}
        </label>
        {customers.map((company) => (
          <label key={company.id} className="order-for-dialog__choice">
            <input type="radio" name="order-for" value={company.id} checked={customer === company.id} onChange={() => setCustomer(company.id)} />
            {t('cart.orderFor.company', { name: company.name })}
          </label>
        ))}
      </fieldset>
      {customer !== PRIVATE && (
        <div className="form-field">
          <label htmlFor="order-for-address">{t('cart.orderFor.address')}</label>
          {addresses.isPending ? (
            <p>{t('cart.orderFor.loadingAddresses')}</p>
          ) : addresses.isError ? (
            <p role="alert">{t('cart.orderFor.addressesFailed')}</p>
          ) : list.length === 0 ? (
            <p>
              {t('cart.orderFor.noAddresses')} <Link to={paths.shippingAddresses}>{t('cart.orderFor.manageAddresses')}</Link>
            </p>
          ) : (
            <>
              <select
                id="order-for-address"
                className="select select--compact"
                value={chosenAddress}
                aria-invalid={missing || undefined}
                aria-describedby={missing ? 'order-for-address-missing' : undefined}
                onChange={(event) => {
                  setAddressId(Number(event.target.value));
                  setMissing(false);
                }}
              >
                {/* SPEC.md section 4: entry 0 is the disabled "please choose" line. */}
                <option value={NO_SHIPPING_ADDRESS_ID} disabled>
                  {t('cart.orderFor.chooseAddress')}
                </option>
                {list.map((address) => (
                  <option key={address.id} value={address.id}>
                    {`${address.name}: ${address.street} ${address.streetNumber}, ${address.zipCode} ${address.town}`}
                  </option>
                ))}
              </select>
              {missing && (
                <p id="order-for-address-missing" className="form-field__error" role="alert">
                  {t('cart.orderFor.chooseAddress')}
                </p>
              )}
              <p className="form-field__hint">
                <Link to={paths.shippingAddresses}>{t('cart.orderFor.manageAddresses')}</Link>
              </p>
            </>
          )}
        </div>
      )}
      <div className="order-for-dialog__buttons">
        <button type="button" className="button button--primary" onClick={confirm} disabled={customer !== PRIVATE && list.length === 0}>
          {t('cart.orderFor.continue')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onDone(null)}>
          {t('cart.orderFor.cancel')}
        </button>
      </div>
    </dialog>
  );
}
