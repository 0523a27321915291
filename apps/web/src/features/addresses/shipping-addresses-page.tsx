import type { ShippingAddress } from '@eb/api-contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { paths } from '../../config/paths';
import { PostalAddress } from '../../components/ui/postal-address';
import { ApiRequestError } from '../../lib/api/api-client';
import { sessionStore } from '../../lib/auth/session';
import { showMessage } from '../../lib/message-box';
import { useCompanyAddresses } from './api/get-company-addresses';
import { useCustomerInfos } from './api/get-customer-infos';
import { useDeleteAddress } from './api/delete-address';
import { useSaveAddress } from './api/save-address';
import { AddressForm } from './address-form';
import { EMPTY_ADDRESS, toAddressFields, toFormValues, type AddressFormValues } from './address-form-schema';
import './addresses.css';

/** Only registered, signed-in people manage addresses; anyone else signs in first and comes back. */
export function loader() {
  const { token, user } = sessionStore.get();
  if (!token || !user || user.isTemporary) throw redirect(`${paths.login}?ziel=${encodeURIComponent(paths.shippingAddresses)}`);
  return null;
}

type Editing = { kind: 'new' } | { kind: 'edit'; address: ShippingAddress } | null;

/** The server's reason where it gave one the person can act on (a refused field, a full list). */
const reasonOf = (error: unknown) => (error instanceof ApiRequestError && (error.status === 400 || error.status === 409) ? error.message : null);

/** /lieferanschriften (SPEC.md sections 2, 4, 5 and 8): a company's shipping addresses. */
export function Component() {
  const { t } = useTranslation();
  const customers = useCustomerInfos();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const list = customers.data ?? [];
  // SPEC.md section 4: with exactly one company it is chosen already.
  const companyId = chosenId ?? (list.length === 1 ? list[0]!.id : null);
  const company = list.find((entry) => entry.id === companyId) ?? null;
  const addresses = useCompanyAddresses(company?.id ?? null);
  const save = useSaveAddress();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<Editing>(null);
  const [announcement, setAnnouncement] = useState('');

  async function submit(values: AddressFormValues) {
    if (!company || !editing) return;
    const fields = toAddressFields(values);
    try {
      const saved = await save.mutateAsync(
        editing.kind === 'edit' ? { companyId: company.id, address: { ...fields, id: editing.address.id } } : { companyId: company.id, address: { ...fields, id: null } },
      );
      setEditing(null);
      setAnnouncement(t('addresses.status.saved', { name: saved.name }));
    } catch (error) {
      const reason = reasonOf(error);
      await showMessage({ text: reason ? `${t('addresses.saveFailed')} ${reason}` : t('addresses.saveFailed') });
    }
  }

  async function confirmDelete(address: ShippingAddress) {
    const answer = await showMessage({
      text: t('addresses.confirmDelete'),
      buttons: [
        { label: t('addresses.yes'), value: 'yes', primary: true },
        { label: t('addresses.no'), value: 'no' },
      ],
    });
    if (answer !== 'yes') return;
    try {
      await remove.mutateAsync(address.id);
      if (editing?.kind === 'edit' && editing.address.id === address.id) setEditing(null);
      setAnnouncement(t('addresses.status.deleted', { name: address.name }));
    } catch {
      await showMessage({ text: t('addresses.deleteFailed') });
    }
  }

  const loadFailed = customers.isError || addresses.isError;

  return (
    <article className="prose addresses-page" aria-labelledby="addresses-title">
      <h1 id="addresses-title">{t('addresses.title')}</h1>
      <p className="lead">{t('addresses.lead')}</p>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {loadFailed && (
        <div className="addresses-page__error" role="alert">
          <p>{t('addresses.loadFailed')}</p>
          <button type="button" className="action-button" onClick={() => void (customers.isError ? customers.refetch() : addresses.refetch())}>
            {t('addresses.retry')}
          </button>
        </div>
      )}
      {customers.isPending && <p>{t('addresses.loading')}</p>}
      {customers.isSuccess && list.length === 0 && <p>{t('addresses.noCustomers')}</p>}
      {list.length > 0 && (
        <div className="form-field addresses-page__company">
          <label htmlFor="addresses-company">{t('addresses.company')}</label>
          <select id="addresses-company" className="select" value={companyId ?? ''} onChange={(event) => {
              setChosenId(event.target.value || null);
              // Another company, another list: an open form belongs to the one before.
              setEditing(null);
            }}>
            <option value="" disabled>
              {t('addresses.chooseCompany')}
            </option>
            {list.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
                {entry.hasNewAddress ? ` (${t('addresses.new')})` : ''}
              </option>
            ))}
          </select>
        </div>
      )}
      {company && (
        <section aria-labelledby="addresses-list-heading" className="addresses-page__list">
          <div className="addresses-page__list-head">
            <h2 id="addresses-list-heading">{t('addresses.listHeading', { name: company.name })}</h2>
            {editing?.kind !== 'new' && (
              <button type="button" className="button button--primary" onClick={() => setEditing({ kind: 'new' })}>
                {t('addresses.add')}
              </button>
            )}
          </div>
          {editing && (
            <AddressForm
              key={editing.kind === 'edit' ? editing.address.id : 'new'}
              country={company.country}
              editing={editing.kind === 'edit'}
              initial={editing.kind === 'edit' ? toFormValues(editing.address) : EMPTY_ADDRESS}
              onSubmit={submit}
              onCancel={() => setEditing(null)}
            />
          )}
          {addresses.isSuccess && addresses.data.length === 0 && editing?.kind !== 'new' && <p className="addresses-page__empty">{t('addresses.empty')}</p>}
          {addresses.isSuccess && addresses.data.length > 0 && (
            <ul className="address-list" data-testid="address-list">
              {addresses.data.map((address) => (
                <li key={address.id} className="address-card" data-address-id={address.id}>
                  <h3 className="address-card__name">
                    {address.name}
                    {address.isNew && (
                      <span className="address-card__new" title={t('addresses.newTitle')}>
                        {t('addresses.new')}
                      </span>
                    )}
                  </h3>
                  <PostalAddress address={address} className="address-card__lines" />
                  <div className="address-card__actions">
                    <button type="button" className="action-button" aria-label={t('addresses.editLabel', { name: address.name })} onClick={() => setEditing({ kind: 'edit', address })}>
                      {t('addresses.edit')}
                    </button>
                    <button
                      type="button"
                      className="action-button action-button--danger"
                      aria-label={t('addresses.deleteLabel', { name: address.name })}
                      onClick={() => void confirmDelete(address)}
                    >
                      {t('addresses.delete')}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </article>
  );
}
