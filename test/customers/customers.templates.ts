import type { Template } from '../security/support/templates.js';

export const customersTemplates: Record<string, Template> = {
  'POST /v1/customers': (_, u) => ({
    path: '/v1/customers',
    body: {
      name: 'Maria da Conceição',
      email: `maria.${u.document}@example.com`,
      document: u.document,
      phone: '(11) 98765-4321',
    },
    success: 200,
    kind: 'envelope',
    entity: 'customers',
  }),
  'GET /v1/customers': () => ({
    path: '/v1/customers?page=0&size=100',
    success: 200,
    kind: 'envelope',
  }),
  'GET /v1/customers/{id}': (f) => ({
    path: `/v1/customers/${f.customer.id}`,
    success: 200,
    kind: 'envelope',
  }),
  'DELETE /v1/customers/{id}': (f) => ({
    path: `/v1/customers/${f.customer.id}`,
    success: 204,
    kind: 'empty',
    entity: 'customers',
  }),
};
