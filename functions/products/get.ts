import { getProduct } from '../../lib/products/products.service.js';
import { productView } from '../../lib/products/product.domain.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseId } from '../../lib/http/validation.js';
import { productRoutes } from '../../lib/products/products.routes.js';

export const handler = endpoint(productRoutes.get, async ({ principal, params }) =>
  ok(productView(await getProduct(principal.merchantId, parseId(params)))),
);
