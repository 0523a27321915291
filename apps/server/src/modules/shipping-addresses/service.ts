import {
  addressFieldsFor,
  MAX_SHIPPING_ADDRESSES_PER_COMPANY,
  SHIPPING_ADDRESS_MESSAGES,
  type CustomerInfo,
  type ShippingAddress,
  type ShippingAddressFields,
  type ShippingCountry,
} from '@eb/api-contract';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../../lib/domain-errors';
import type { AccountFacts } from '../users/account-facts';
import type { ShippingAddressRepository, ShippingAddressValues } from './repository';
import type { ShippingAddressRow } from './schema';

/** How long an address carries the "neu" marker after it was added (decision 039). */
export const NEW_ADDRESS_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ShippingAddressDeps {
  repository: ShippingAddressRepository;
  /** A company's name and country (asked of the users module, which owns the companies). */
  companyCountry: (companyId: string) => Promise<{ id: string; name: string; country: ShippingCountry } | undefined>;
  now: () => Date;
}

type Caller = Pick<AccountFacts, 'isTemporary' | 'companyId'>;

/**
 * SPEC.md's "customers" of a user are the companies the user works for (today at most one: the
 * company of a funeral director's staff). Trial users have none and may not ask.
 */
export function customerIdsOf(caller: Caller): string[] {
  if (caller.isTemporary) throw new ForbiddenError('SHIPPING_ADDRESSES_REGISTERED_ONLY', SHIPPING_ADDRESS_MESSAGES.registeredOnly);
  return caller.companyId ? [caller.companyId] : [];
}

export function createShippingAddressService(deps: ShippingAddressDeps) {
  const newSince = () => new Date(deps.now().getTime() - NEW_ADDRESS_DAYS * DAY_MS);

  const toAddress = (row: ShippingAddressRow, country: ShippingCountry): ShippingAddress => ({
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    salutation: row.salutation,
    firstNames: row.firstNames,
    lastName: row.lastName,
    companyName: row.companyName,
    street: row.street,
    streetNumber: row.streetNumber,
    zipCode: row.zipCode,
    town: row.town,
    country,
    isNew: row.lastUsedAt == null && row.createdAt >= newSince(),
  });

  /** One of the caller's companies, or 404 — another company's id reveals nothing, not even that it exists. */
  async function customerCompany(caller: Caller, companyId: string) {
    const company = customerIdsOf(caller).includes(companyId) ? await deps.companyCountry(companyId) : undefined;
    if (!company) throw new NotFoundError('CUSTOMER_NOT_FOUND', SHIPPING_ADDRESS_MESSAGES.companyNotFound);
    return company;
  }

  /** The company of one of the caller's addresses, or 404 for any other id. */
  async function companyOfAddress(caller: Caller, id: number) {
    const customers = customerIdsOf(caller);
    const companyId = await deps.repository.companyOf(id);
    const company = companyId && customers.includes(companyId) ? await deps.companyCountry(companyId) : undefined;
    if (!company) throw new NotFoundError('SHIPPING_ADDRESS_NOT_FOUND', SHIPPING_ADDRESS_MESSAGES.notFound);
    return company;
  }

  /** The postcode is checked for the company's country (5 digits in Germany, 4 in Austria), with that country's message. */
  function checked(fields: ShippingAddressFields, country: ShippingCountry): ShippingAddressValues {
    const result = addressFieldsFor(country).safeParse(fields);
    if (!result.success) throw new InvalidInputError('SHIPPING_ADDRESS_INVALID', result.error.issues[0]?.message ?? SHIPPING_ADDRESS_MESSAGES.name);
    const { name, salutation, firstNames, lastName, companyName, street, streetNumber, zipCode, town } = result.data;
    return { name, salutation, firstNames, lastName, companyName, street, streetNumber, zipCode, town };
  }

  return {
    async customerInfos(caller: Caller): Promise<CustomerInfo[]> {
      const infos: CustomerInfo[] = [];
      for (const companyId of customerIdsOf(caller)) {
        const company = await deps.companyCountry(companyId);
        if (!company) continue;
        const summary = await deps.repository.summary(companyId, newSince());
        infos.push({ id: company.id, name: company.name, country: company.country, hasNewAddress: summary.anyNew, hasAnyAddress: summary.any });
      }
      return infos;
    },

    async listOfCompany(caller: Caller, companyId: string): Promise<ShippingAddress[]> {
      const company = await customerCompany(caller, companyId);
      return (await deps.repository.listOfCompany(company.id)).map((row) => toAddress(row, company.country));
    },

    async get(caller: Caller, id: number): Promise<ShippingAddress> {
      const company = await companyOfAddress(caller, id);
      const row = await deps.repository.find(id, company.id);
      if (!row) throw new NotFoundError('SHIPPING_ADDRESS_NOT_FOUND', SHIPPING_ADDRESS_MESSAGES.notFound);
      return toAddress(row, company.country);
    },

    async create(caller: Caller, companyId: string, fields: ShippingAddressFields): Promise<ShippingAddress> {
      const company = await customerCompany(caller, companyId);
      const row = await deps.repository.insertBelowLimit(company.id, checked(fields, company.country), MAX_SHIPPING_ADDRESSES_PER_COMPANY, deps.now());
      if (!row) throw new ConflictError('SHIPPING_ADDRESSES_FULL', SHIPPING_ADDRESS_MESSAGES.tooMany);
      return toAddress(row, company.country);
    },

    async update(caller: Caller, id: number, fields: ShippingAddressFields): Promise<ShippingAddress> {
      const company = await companyOfAddress(caller, id);
      // A colleague may have deleted it meanwhile: then it is gone (404), never re-created.
      const row = await deps.repository.update(id, company.id, checked(fields, company.country), deps.now());
      if (!row) throw new NotFoundError('SHIPPING_ADDRESS_NOT_FOUND', SHIPPING_ADDRESS_MESSAGES.notFound);
      return toAddress(row, company.country);
    },

    async remove(caller: Caller, id: number): Promise<void> {
      const company = await companyOfAddress(caller, id);
      if (!(await deps.repository.delete(id, company.id))) throw new NotFoundError('SHIPPING_ADDRESS_NOT_FOUND', SHIPPING_ADDRESS_MESSAGES.notFound);
    },
  };
}

export type ShippingAddressService = ReturnType<typeof createShippingAddressService>;
