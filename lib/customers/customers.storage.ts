import type { Customer, CustomerFilters, CustomerSearchFields } from './customer.domain.js';
import { hasFilters, searchFields } from './customer.domain.js';
import type { CursorPaging, CursorPosition } from '../domain/paging.js';
import { claimGuard, counterDelta, fromItem, getLive, putNew, removeEntity } from '../db/items.js';
import { keys } from '../db/keys.js';
import { listFiltered, listLive, type Filter, type ListResult } from '../db/lists.js';
import { transact, type TransactItem } from '../db/transact.js';

/** The stored item minus the attributes that exist only for filtering. */
function toCustomer(item: Record<string, unknown>): Customer {
  const customer = fromItem<Customer & Partial<CustomerSearchFields>>(item);
  delete customer.nameFolded;
  return customer;
}

export async function findCustomer(merchantId: string, id: string): Promise<Customer | undefined> {
  const item = await getLive<Record<string, unknown>>('CUSTOMER', merchantId, id);
  return item ? toCustomer(item) : undefined;
}

/**
 * The customer with its search fields, its counter and (with a document) the document's guard, in
 * one transaction: of concurrent creates with one document exactly one writes. A refused claim is
 * `ConditionFailed` on `document`, with the guard as stored (its `ownerId`).
 */
export const putCustomer = (customer: Customer, commit?: TransactItem): Promise<void> =>
  transact(() => ({
    document:
      customer.document === null
        ? undefined
        : claimGuard(keys.customerDocument(customer.merchantId, customer.document), customer.id),
    customer: putNew('CUSTOMER', { ...customer, ...searchFields(customer) }),
    counter: counterDelta('CUSTOMER', customer.merchantId, 1),
    idempotency: commit,
  }));

/** Logical removal: the customer leaves lists and lookups, the counter drops, the document is free. */
export const removeCustomer = (merchantId: string, id: string): Promise<boolean> =>
  removeEntity<Customer>('CUSTOMER', merchantId, id, {
    guardOf: (customer) =>
      customer.document === null ? undefined : keys.customerDocument(merchantId, customer.document),
  });

/** The filters as one DynamoDB filter expression; every filter given must hold (AND). */
export function customerFilter(filters: CustomerFilters): Filter {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const clauses: string[] = [];
  const contains = (attribute: string, term: string): string => {
    const name = `#${attribute}`;
    const value = `:f${Object.keys(values).length}`;
    names[name] = attribute;
    values[value] = term;
    return `contains(${name}, ${value})`;
  };
  if (filters.search) {
    const { text, document, phone } = filters.search;
    const anyOf = [contains('nameFolded', text), contains('email', text)];
    if (document !== undefined) anyOf.push(contains('document', document));
    if (phone !== undefined) anyOf.push(contains('phone', phone));
    clauses.push(`(${anyOf.join(' OR ')})`);
  }
  if (filters.name !== undefined) clauses.push(contains('nameFolded', filters.name));
  if (filters.email !== undefined) clauses.push(contains('email', filters.email));
  if (filters.document !== undefined) clauses.push(contains('document', filters.document));
  if (filters.phone !== undefined) clauses.push(contains('phone', filters.phone));
  if (filters.status !== undefined) {
    names['#status'] = 'status';
    values[':status'] = filters.status;
    clauses.push('#status = :status');
  }
  return { expression: clauses.join(' AND '), names, values };
}

/**
 * Without filters the page and its total are cheap (index page plus counter). With filters every
 * live customer of the merchant is read to count the matches (docs/architecture.md).
 */
export async function listCustomers(
  merchantId: string,
  paging: CursorPaging,
  filters: CustomerFilters,
): Promise<{ customers: Customer[]; total: number; next?: CursorPosition | undefined }> {
  // ACTIVE is the only status a live customer has, so that filter keeps everyone: it is served
  // from the unfiltered path instead of reading the whole partition.
  const effective = filters.status === 'ACTIVE' ? { ...filters, status: undefined } : filters;
  const { items, total, next }: ListResult = hasFilters(effective)
    ? await listFiltered('CUSTOMER', merchantId, paging, customerFilter(effective))
    : await listLive('CUSTOMER', merchantId, paging);
  return { customers: items.map(toCustomer), total, next };
}
