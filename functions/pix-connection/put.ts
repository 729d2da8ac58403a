import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseBody } from '../../lib/http/validation.js';
import { putPixConnectionSchema } from '../../lib/pix-connection/pix-connection.domain.js';
import { pixConnectionRoutes } from '../../lib/pix-connection/pix-connection.routes.js';
import { putConnection } from '../../lib/pix-connection/pix-connection.service.js';

export const handler = endpoint(pixConnectionRoutes.put, async ({ principal, body }) =>
  ok(await putConnection(principal.merchantId, parseBody(putPixConnectionSchema, body))),
);
