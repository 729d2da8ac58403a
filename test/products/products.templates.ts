import type { Template } from '../security/support/templates.js';

export const productsTemplates: Record<string, Template> = {
  'POST /v1/products': (_, u) => ({
    path: '/v1/products',
    body: { name: 'Camiseta', price: 4990, externalId: u.externalId, description: 'Algodão' },
    success: 201,
    kind: 'envelope',
    entity: 'products',
  }),
  'GET /v1/products': () => ({ path: '/v1/products?page=0&size=100', success: 200, kind: 'envelope' }),
  'GET /v1/products/{id}': (f) => ({
    path: `/v1/products/${f.product.id}`,
    success: 200,
    kind: 'envelope',
  }),
  // ACTIVE, not INACTIVE: the checkout templates sell the fixture's product after this runs.
  'PUT /v1/products/{id}': (f) => ({
    path: `/v1/products/${f.product.id}`,
    body: { price: 5990, status: 'ACTIVE', description: 'Nova descrição' },
    success: 200,
    kind: 'envelope',
    entity: 'products',
  }),
  'DELETE /v1/products/{id}': (f) => ({
    path: `/v1/products/${f.product.id}`,
    success: 204,
    kind: 'empty',
    entity: 'products',
  }),
  // Public routes (no key): the API's own reference.
};
