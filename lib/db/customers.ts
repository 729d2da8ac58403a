import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type {
  CreateCustomerBody,
  Customer,
  CustomerFilters,
  CustomerSearchFields,
} from '../domain/customer.js';
import { hasFilters, newCustomer, searchFields } from '../domain/customer.js';
import type { CursorPaging, CursorPosition } from '../domain/cursor.js';
import { notFound } from '../errors.js';
import { v7 as uuidv7 } from 'uuid';
import {
  claimGuard,
  counterDelta,
  fromItem,
  getLive,
  OPTIMISTIC_ATTEMPTS,
  putNewItem,
  type TransactItem,
  removeEntity,
} from './items.js';
import { keys } from './keys.js';
import { listFiltered, listLive, type Filter, type ListResult } from './lists.js';
import { conditionFailedAt, transactWrite, TransactionRetriesExhausted } from './transact.js';

/** The stored item minus the attributes that exist only for filtering. */
function toCustomer(item: Record<string, unknown>): Customer {
  const customer = fromItem<Customer & Partial<CustomerSearchFields>>(item);
  delete customer.nameFolded;
  return customer;
}

async function getLiveCustomer(merchantId: string, id: string): Promise<Customer | undefined> {
  const item = await getLive<Record<string, unknown>>('CUSTOMER', merchantId, id);
  return item ? toCustomer(item) : undefined;
}

export const getCustomer = async (merchantId: string, id: string): Promise<Customer> =>
  (await getLiveCustomer(merchantId, id)) ?? Promise.reject(notFound());

/**
 * The owner id inside the guard that made a claim fail (`ReturnValuesOnConditionCheckFailure`).
 * The document client does not unmarshall items carried by an exception: it is an AttributeValue.
 */
const guardOwnerOf = (error: unknown): string | undefined =>
  error instanceof TransactionCanceledException
    ? error.CancellationReasons?.[0]?.Item?.ownerId?.S
    : undefined;

/**
 * Creates a customer, or returns the merchant's live customer that already holds the document.
 * The document guard is claimed in the same transaction as the customer, so of any number of
 * simultaneous creates with one document exactly one writes; the others read the winner from the
 * failed claim. The winner may be removed between that failure and the read, which frees the
 * document, so the claim is tried again.
 */
export async function createCustomer(merchantId: string, body: CreateCustomerBody): Promise<Customer> {
  const customer = newCustomer(merchantId, uuidv7(), body, new Date());
  const record = { ...customer, ...searchFields(customer) };
  const writes: TransactItem[] = [putNewItem('CUSTOMER', record), counterDelta('CUSTOMER', merchantId, 1)];
  if (customer.document === null) {
    await transactWrite(writes);
    return customer;
  }
  const guard = claimGuard(keys.customerDocument(merchantId, customer.document), customer.id);
  for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt++) {
    try {
      await transactWrite([guard, ...writes]);
      return customer;
    } catch (error) {
      if (!conditionFailedAt(error, 0)) throw error;
      const ownerId = guardOwnerOf(error);
      const existing = ownerId === undefined ? undefined : await getLiveCustomer(merchantId, ownerId);
      if (existing) return existing;
    }
  }
  throw new TransactionRetriesExhausted(undefined);
}

/** Logical removal: the customer leaves lists and lookups, the counter drops, the document is free. */
export const removeCustomer = (merchantId: string, id: string): Promise<void> =>
  removeEntity<Customer>('CUSTOMER', merchantId, id, (customer) =>
    customer.document === null ? undefined : keys.customerDocument(merchantId, customer.document),
  );

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
 * live customer of the merchant is read to count the matches: see the README on what that costs.
 */
export async function listCustomers(
  merchantId: string,
  paging: CursorPaging,
  filters: CustomerFilters,
): Promise<{ customers: Customer[]; total: number; next?: CursorPosition | undefined }> {
  // ACTIVE is the only status a live customer has, so that filter keeps everyone: serve it from
  // the cheap unfiltered path instead of reading the whole partition.
  const effective = filters.status === 'ACTIVE' ? { ...filters, status: undefined } : filters;
  const { items, total, next }: ListResult = hasFilters(effective)
    ? await listFiltered('CUSTOMER', merchantId, paging, customerFilter(effective))
    : await listLive('CUSTOMER', merchantId, paging);
  return { customers: items.map(toCustomer), total, next };
}
