import {
  rotateSecretSchema,
  webhookEndpointView,
  type WebhookEndpoint,
} from '../../lib/webhooks/webhook.domain.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseId, parseOptionalBody } from '../../lib/http/validation.js';
import { getWebhookEndpoint, rotateWebhookEndpointSecret } from '../../lib/webhooks/endpoints.service.js';
import { webhookEndpointRoutes } from '../../lib/webhooks/endpoints.routes.js';

const answer = (rotated: WebhookEndpoint, secret: string | undefined) => {
  if (secret === undefined) throw new Error('no secret to answer with');
  return ok({ ...webhookEndpointView(rotated), secret });
};

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
    return answer(rotated, secret);
  },
  // The endpoint as it is now, with the secret this request made (its marker keeps it sealed).
  async ({ principal }, made) => answer(await getWebhookEndpoint(principal.merchantId, made.id), made.secret),
);
