import { productView, updateProductSchema } from '../../lib/products/product.domain.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseBody, parseId } from '../../lib/http/validation.js';
import { updateProduct } from '../../lib/products/products.service.js';
import { productRoutes } from '../../lib/products/products.routes.js';

export const handler = endpoint(productRoutes.update, async ({ principal, params, body }) => {
  const id = parseId(params);
  return ok(productView(await updateProduct(principal.merchantId, id, parseBody(updateProductSchema, body))));
});
