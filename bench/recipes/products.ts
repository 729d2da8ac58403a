import { createProduct } from '../../lib/db/products.js';
import { createProductSchema } from '../../lib/domain/product.js';
import { parseBody } from '../../lib/http/validation.js';
import { RUN, type Recipe } from './shared.js';

export const products: Recipe = {
  resource: 'products',
  entity: 'PRODUCT',
  createBody: (seq) => {
    const externalId = `SKU-${RUN}-${seq}`;
    return {
      unique: externalId,
      body: {
        name: `Camiseta algodão orgânico modelo ${seq}`,
        price: 1990 + (seq % 100) * 10,
        description: 'Camiseta de algodão orgânico, tamanhos P ao GG, estampa feita à mão em São Paulo.',
        externalId,
      },
    };
  },
  updateBody: (seq) => ({ price: 2490 + (seq % 100), description: 'Nova coleção, mesma camiseta.' }),
  create: (merchantId, body) => createProduct(merchantId, parseBody(createProductSchema, body)),
  growthQueries: (sample) => [
    { label: 'status=ACTIVE', query: 'status=ACTIVE', cursor: true },
    { label: 'externalId=<one>', query: `externalId=${encodeURIComponent(sample.unique)}` },
  ],
};
