import { createWebhookEndpoint } from '../../lib/db/webhook-endpoints.js';
import { createWebhookEndpointSchema, MAX_WEBHOOK_ENDPOINTS } from '../../lib/domain/webhook.js';
import { parseBody } from '../../lib/http/validation.js';
import type { Recipe } from './shared.js';

const EVENTS = [['charge.paid'], ['charge.paid', 'charge.refunded'], ['checkout.completed'], ['*']];

/**
 * A merchant's webhook endpoints: at most 16 (`MAX_WEBHOOK_ENDPOINTS`, a conditional counter), so
 * the run's merchant holds 16 (the reads), and the routes that need a fresh item or a free place
 * per request (create, update, delete: about 1,800 per route) rotate over merchants of their own,
 * 16 requests each: one request in 16 also pays its key's lookup (the cache is per key). URLs are
 * loopback only (port 9, where nothing listens): the bench server runs no dispatcher, and nothing
 * would leave the machine if one ran.
 */
export const webhookEndpoints: Recipe = {
  resource: 'webhook-endpoints',
  entity: 'WEBHOOK_ENDPOINT',
  seedLimit: MAX_WEBHOOK_ENDPOINTS,
  createBody: (seq) => ({
    unique: '',
    body: {
      url: `http://127.0.0.1:9/webhooks/loja-${seq}`,
      events: EVENTS[seq % EVENTS.length],
      description: `ERP da loja, integração ${seq}`,
    },
  }),
  updateBody: (seq) => ({ description: `ERP da loja, revisão ${seq}` }),
  create: async (merchantId, body) => {
    const { endpoint } = await createWebhookEndpoint(
      merchantId,
      parseBody(createWebhookEndpointSchema, body),
    );
    return { id: endpoint.id };
  },
  growthQueries: () => [],
};
