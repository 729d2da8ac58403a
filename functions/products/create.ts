import { createProduct } from '../../lib/db/products.js';
import { createProductSchema, productView } from '../../lib/domain/product.js';
import { endpoint } from '../../lib/http/api.js';
import { created } from '../../lib/http/responses.js';
import { parseBody } from '../../lib/http/validation.js';

export const handler = endpoint('POST /v1/products', async ({ principal, body }) =>
  created(productView(await createProduct(principal.merchantId, parseBody(createProductSchema, body)))),
);
