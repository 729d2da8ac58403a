import type { CursorPaging, CursorPosition } from '../domain/cursor.js';
import type { CreateProductBody, Product, ProductStatus, UpdateProductBody } from '../domain/product.js';
import { mergeProduct, newProduct } from '../domain/product.js';
import { notFound, valueTaken } from '../errors.js';
import { messages } from '../messages.js';
import { v7 as uuidv7 } from 'uuid';
import {
  claimGuard,
  counterDelta,
  fromItem,
  getGuardOwner,
  getLive,
  putNewItem,
  type TransactItem,
  removeEntity,
  updateEntity,
  type Deferred,
} from './items.js';
import { keys } from './keys.js';
import { listFiltered, listLive } from './lists.js';
import { conditionFailedAt, transactWrite } from './transact.js';

const duplicateExternalId = () =>
  valueTaken('externalId', messages.products.duplicateExternalId, 'external_id_taken');

export async function createProduct(merchantId: string, body: CreateProductBody): Promise<Product> {
  const product = newProduct(merchantId, uuidv7(), body, new Date());
  const items: TransactItem[] = [putNewItem('PRODUCT', product), counterDelta('PRODUCT', merchantId, 1)];
  // The guard is written with the product: of concurrent creates of one externalId, exactly one wins.
  if (product.externalId !== null) {
    items.unshift(claimGuard(keys.productExternalId(merchantId, product.externalId), product.id));
  }
  try {
    await transactWrite(items);
  } catch (error) {
    if (product.externalId !== null && conditionFailedAt(error, 0)) throw duplicateExternalId();
    throw error;
  }
  return product;
}

export const getProduct = async (merchantId: string, id: string): Promise<Product> =>
  (await getLive<Product>('PRODUCT', merchantId, id)) ?? Promise.reject(notFound());

/** A partial update; externalId never changes, so no guard moves. */
export const updateProduct = (
  merchantId: string,
  id: string,
  patch: Deferred<UpdateProductBody>,
): Promise<Product> =>
  updateEntity<Product, UpdateProductBody>('PRODUCT', merchantId, id, patch, (current, checked) =>
    mergeProduct(current, checked, new Date()),
  );

/** Logical removal that also frees the externalId for a new product. */
export const removeProduct = (merchantId: string, id: string): Promise<void> =>
  removeEntity<Product>('PRODUCT', merchantId, id, (product) =>
    product.externalId === null ? undefined : keys.productExternalId(merchantId, product.externalId),
  );

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
    const product = owner === undefined ? undefined : await getLive<Product>('PRODUCT', merchantId, owner);
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
