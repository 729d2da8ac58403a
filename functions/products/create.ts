import { createProductSchema, productView } from '../../lib/products/product.domain.js';
import { endpoint } from '../../lib/http/api.js';
import { created } from '../../lib/http/responses.js';
import { parseBody } from '../../lib/http/validation.js';
import { createProduct, getProduct } from '../../lib/products/products.service.js';
import { productRoutes } from '../../lib/products/products.routes.js';

export const handler = endpoint(
  productRoutes.create,
  async ({ principal, body, commit }) =>
    created(
      productView(await createProduct(principal.merchantId, parseBody(createProductSchema, body), commit)),
    ),
  async ({ principal }, made) => created(productView(await getProduct(principal.merchantId, made.id))),
);
