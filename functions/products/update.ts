import { productView, updateProductSchema } from '../../lib/products/product.domain.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseBody, parseId } from '../../lib/http/validation.js';
import { updateProduct } from '../../lib/products/products.service.js';

export const handler = endpoint('PUT /v1/products/{id}', async ({ principal, params, body }) => {
  const id = parseId(params);
  return ok(productView(await updateProduct(principal.merchantId, id, parseBody(updateProductSchema, body))));
});
