import { updateProduct } from '../../lib/db/products.js';
import { productView, updateProductSchema } from '../../lib/domain/product.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseBody, parseId } from '../../lib/http/validation.js';

export const handler = endpoint('PUT /v1/products/{id}', async ({ principal, params, body }) => {
  const id = parseId(params);
  // The body is checked while the product is read (Deferred in lib/db/items.ts).
  const product = await updateProduct(principal.merchantId, id, () => parseBody(updateProductSchema, body));
  return ok(productView(product));
});
