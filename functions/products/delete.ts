import { deleteProduct } from '../../lib/products/products.service.js';
import { endpoint } from '../../lib/http/api.js';
import { noContent } from '../../lib/http/responses.js';
import { parseId } from '../../lib/http/validation.js';
import { productRoutes } from '../../lib/products/products.routes.js';

export const handler = endpoint(productRoutes.delete, async ({ principal, params }) => {
  await deleteProduct(principal.merchantId, parseId(params));
  return noContent();
});
