import { createProductSchema, productView } from '../../lib/domain/product.js';
import { endpoint } from '../../lib/http/api.js';
import { created } from '../../lib/http/responses.js';
import { parseBody } from '../../lib/http/validation.js';
import { createProduct, getProduct } from '../../lib/services/products.js';

export const handler = endpoint(
  'POST /v1/products',
  async ({ principal, body, commit }) =>
    created(
      productView(await createProduct(principal.merchantId, parseBody(createProductSchema, body), commit)),
    ),
  async ({ principal }, made) => created(productView(await getProduct(principal.merchantId, made.id))),
);
