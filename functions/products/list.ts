import { listProducts } from '../../lib/db/products.js';
import { pageOf } from '../../lib/domain/paging.js';
import { listProductsQuerySchema, productView } from '../../lib/domain/product.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseQuery } from '../../lib/http/validation.js';

export const handler = endpoint('GET /v1/products', async ({ principal, query }) => {
  const { page, size, status, externalId } = parseQuery(listProductsQuerySchema, query);
  const paging = { page, size };
  const { products, total } = await listProducts(principal.merchantId, paging, { status, externalId });
  return ok(pageOf(products.map(productView), paging, total));
});
