import { rotateSecretSchema, webhookEndpointView } from '../../lib/webhooks/webhook.domain.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseId, parseOptionalBody } from '../../lib/http/validation.js';
import { rotateWebhookEndpointSecret } from '../../lib/webhooks/endpoints.service.js';
import { webhookEndpointRoutes } from '../../lib/webhooks/endpoints.routes.js';

export const handler = endpoint(
  webhookEndpointRoutes.rotateSecret,
  async ({ principal, params, body, commit }) => {
    const id = parseId(params);
    const input = parseOptionalBody(rotateSecretSchema, body);
    const { endpoint: rotated, secret } = await rotateWebhookEndpointSecret(
      principal.merchantId,
      id,
      input,
      commit,
    );
    return ok({ ...webhookEndpointView(rotated), secret });
  },
);
