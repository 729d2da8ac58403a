import type { Template } from '../security/support/templates.js';

/**
 * Webhook endpoints. The URL is a loopback address (test allows it) with the discard port: saving
 * resolves nothing, and the security suites never run the deliverer, so nothing is sent to it.
 */
export const WEBHOOK_FIXTURE_URL = 'http://127.0.0.1:9/hooks';

export const webhookEndpointsTemplates: Record<string, Template> = {
  'POST /v1/webhook-endpoints': () => ({
    path: '/v1/webhook-endpoints',
    body: { url: WEBHOOK_FIXTURE_URL, events: ['charge.paid', 'checkout.completed'], description: 'ERP' },
    success: 201,
    kind: 'envelope',
    entity: 'webhook-endpoints',
  }),
  'GET /v1/webhook-endpoints': () => ({
    path: '/v1/webhook-endpoints?page=0&size=100',
    success: 200,
    kind: 'envelope',
  }),
  'GET /v1/webhook-endpoints/{id}': (f) => ({
    path: `/v1/webhook-endpoints/${f.webhookEndpoint.id}`,
    success: 200,
    kind: 'envelope',
  }),
  'PUT /v1/webhook-endpoints/{id}': (f) => ({
    path: `/v1/webhook-endpoints/${f.webhookEndpoint.id}`,
    body: { events: ['*'], status: 'DISABLED', description: 'Pausado' },
    success: 200,
    kind: 'envelope',
    entity: 'webhook-endpoints',
  }),
  'DELETE /v1/webhook-endpoints/{id}': (f) => ({
    path: `/v1/webhook-endpoints/${f.webhookEndpoint.id}`,
    success: 204,
    kind: 'empty',
    entity: 'webhook-endpoints',
  }),
  // A ping is queued, never sent: the security suites do not run the deliverer.
  'POST /v1/webhook-endpoints/{id}/test': (f) => ({
    path: `/v1/webhook-endpoints/${f.webhookEndpoint.id}/test`,
    body: {},
    success: 202,
    kind: 'envelope',
    entity: 'webhook-endpoints',
  }),
  'POST /v1/webhook-endpoints/{id}/rotate-secret': (f) => ({
    path: `/v1/webhook-endpoints/${f.webhookEndpoint.id}/rotate-secret`,
    body: { expiresIn: 3600 },
    success: 200,
    kind: 'envelope',
    entity: 'webhook-endpoints',
  }),
};
