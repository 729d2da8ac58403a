import { getProduct } from '../../lib/products/products.service.js';
import { productView } from '../../lib/products/product.domain.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseId } from '../../lib/http/validation.js';

export const handler = endpoint('GET /v1/products/{id}', async ({ principal, params }) =>
  ok(productView(await getProduct(principal.merchantId, parseId(params)))),
);
