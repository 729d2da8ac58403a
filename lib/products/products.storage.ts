import type { CursorPaging, CursorPosition } from '../domain/paging.js';
import type { Product, ProductStatus } from './product.domain.js';
import {
  claimGuard,
  counterDelta,
  fromItem,
  getGuardOwner,
  getLive,
  putNew,
  removeEntity,
  updateEntity,
} from '../db/items.js';
import { keys } from '../db/keys.js';
import { listFiltered, listLive } from '../db/lists.js';
import { transact, type TransactItem } from '../db/transact.js';

const externalIdKey = (product: Product) =>
  product.externalId === null ? undefined : keys.productExternalId(product.merchantId, product.externalId);

/**
 * The product, its counter and (with an externalId) the externalId's guard, in one transaction:
 * of concurrent creates of one externalId exactly one writes; the others fail on `externalId`.
 */
export const putProduct = (product: Product, commit?: TransactItem): Promise<void> => {
  const guard = externalIdKey(product);
  return transact(() => ({
    externalId: guard && claimGuard(guard, product.id),
    product: putNew('PRODUCT', product),
    counter: counterDelta('PRODUCT', product.merchantId, 1),
    idempotency: commit,
  }));
};

export const findProduct = (merchantId: string, id: string): Promise<Product | undefined> =>
  getLive<Product>('PRODUCT', merchantId, id);

/** A partial update; externalId never changes, so no guard moves. */
export const updateProduct = (merchantId: string, id: string, merge: (current: Product) => Product) =>
  updateEntity<Product>('PRODUCT', merchantId, id, merge);

/** Logical removal that also frees the externalId; false when there is no such product. */
export const removeProduct = (merchantId: string, id: string): Promise<boolean> =>
  removeEntity<Product>('PRODUCT', merchantId, id, { guardOf: externalIdKey });

export interface ProductFilters {
  status?: ProductStatus | undefined;
  externalId?: string | undefined;
}

/**
 * An externalId names at most one live product, found through its guard (two reads, whatever
 * the merchant's size). A status filter reads every live product of the merchant to count the
 * matches; no filter reads one page and the counter.
 */
export async function listProducts(
  merchantId: string,
  paging: CursorPaging,
  filters: ProductFilters,
): Promise<{ products: Product[]; total: number; next?: CursorPosition | undefined }> {
  if (filters.externalId !== undefined) {
    const owner = await getGuardOwner(keys.productExternalId(merchantId, filters.externalId));
    const product = owner === undefined ? undefined : await findProduct(merchantId, owner);
    const matches =
      product !== undefined && (filters.status === undefined || product.status === filters.status);
    // At most one product: no cursor is ever handed out, so none comes back (page 0 is all).
    const first = paging.page === 0 && paging.after === undefined;
    return { products: matches && first ? [product] : [], total: matches ? 1 : 0 };
  }
  const { items, total, next } =
    filters.status === undefined
      ? await listLive('PRODUCT', merchantId, paging)
      : await listFiltered('PRODUCT', merchantId, paging, {
          expression: '#status = :status',
          names: { '#status': 'status' },
          values: { ':status': filters.status },
          matches: (item) => item.status === filters.status,
        });
  return { products: items.map((item) => fromItem<Product>(item)), total, next };
}
