import { listProducts } from '../../lib/products/products.service.js';
import { cursorPaging, nextCursor } from '../../lib/http/cursor.js';
import { pageOf } from '../../lib/domain/paging.js';
import { listProductsQuerySchema, productView } from '../../lib/products/product.domain.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseQuery } from '../../lib/http/validation.js';
import { productRoutes } from '../../lib/products/products.routes.js';

export const handler = endpoint(productRoutes.list, async ({ principal, query }) => {
  const { page, size, cursor, status, externalId } = parseQuery(listProductsQuerySchema, query);
  const scope = { merchantId: principal.merchantId, list: 'products', filters: { status, externalId } };
  const paging = cursorPaging(scope, { page, size, cursor });
  const { products, total, next } = await listProducts(principal.merchantId, paging, { status, externalId });
  return ok(pageOf(products.map(productView), paging, total, nextCursor(scope, next)));
});
