import { v7 as uuidv7 } from 'uuid';
import {
  findCustomer,
  listCustomers as listStoredCustomers,
  putCustomer,
  removeCustomer,
} from './customers.storage.js';
import type { Commit } from '../db/idempotency.js';
import { ConditionFailed, OPTIMISTIC_ATTEMPTS, TransactionRetriesExhausted } from '../db/transact.js';
import {
  newCustomer,
  type CreateCustomerBody,
  type Customer,
  type CustomerFilters,
} from './customer.domain.js';
import type { CursorPaging } from '../domain/paging.js';
import { notFound } from '../errors.js';

/**
 * Creates a customer, or returns the merchant's live customer that already holds the document:
 * of any number of simultaneous creates with one document exactly one writes, and the others read
 * the winner from the refused claim. The winner may be removed between that refusal and the read,
 * which frees the document, so the claim is tried again.
 */
export async function createCustomer(
  merchantId: string,
  body: CreateCustomerBody,
  commit?: Commit,
): Promise<Customer> {
  const customer = newCustomer(merchantId, uuidv7(), body, new Date());
  for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt++) {
    try {
      await putCustomer(customer, commit?.({ kind: 'CUSTOMER', id: customer.id }));
      return customer;
    } catch (error) {
      if (!(error instanceof ConditionFailed && error.has('document'))) throw error;
      const ownerId = error.stored.document?.ownerId;
      const existing = typeof ownerId === 'string' ? await findCustomer(merchantId, ownerId) : undefined;
      if (existing) return existing;
    }
  }
  throw new TransactionRetriesExhausted(undefined);
}

export async function getCustomer(merchantId: string, id: string): Promise<Customer> {
  return (await findCustomer(merchantId, id)) ?? Promise.reject(notFound());
}

export const listCustomers = (merchantId: string, paging: CursorPaging, filters: CustomerFilters) =>
  listStoredCustomers(merchantId, paging, filters);

export async function deleteCustomer(merchantId: string, id: string): Promise<void> {
  if (!(await removeCustomer(merchantId, id))) throw notFound();
}
