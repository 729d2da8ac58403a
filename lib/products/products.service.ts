import { v7 as uuidv7 } from 'uuid';
import {
  findProduct,
  listProducts as listStoredProducts,
  putProduct,
  removeProduct,
  updateProduct as updateStoredProduct,
  type ProductFilters,
} from './products.storage.js';
import type { Commit } from '../db/idempotency.js';
import { ConditionFailed } from '../db/transact.js';
import type { CursorPaging } from '../domain/paging.js';
import {
  mergeProduct,
  newProduct,
  type CreateProductBody,
  type Product,
  type UpdateProductBody,
} from './product.domain.js';
import { notFound, valueTaken } from '../errors.js';
import { productMessages } from './products.messages.js';

const duplicateExternalId = () =>
  valueTaken('externalId', productMessages.duplicateExternalId, 'external_id_taken');

export async function createProduct(
  merchantId: string,
  body: CreateProductBody,
  commit?: Commit,
): Promise<Product> {
  const product = newProduct(merchantId, uuidv7(), body, new Date());
  try {
    await putProduct(product, commit?.({ kind: 'PRODUCT', id: product.id }));
  } catch (error) {
    if (error instanceof ConditionFailed && error.has('externalId')) throw duplicateExternalId();
    throw error;
  }
  return product;
}

export async function getProduct(merchantId: string, id: string): Promise<Product> {
  return (await findProduct(merchantId, id)) ?? Promise.reject(notFound());
}

export const listProducts = (merchantId: string, paging: CursorPaging, filters: ProductFilters) =>
  listStoredProducts(merchantId, paging, filters);

export async function updateProduct(
  merchantId: string,
  id: string,
  patch: UpdateProductBody,
): Promise<Product> {
  const updated = await updateStoredProduct(merchantId, id, (current) =>
    mergeProduct(current, patch, new Date()),
  );
  return updated ?? Promise.reject(notFound());
}

export async function deleteProduct(merchantId: string, id: string): Promise<void> {
  if (!(await removeProduct(merchantId, id))) throw notFound();
}
