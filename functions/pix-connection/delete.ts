import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { pixConnectionRoutes } from '../../lib/pix-connection/pix-connection.routes.js';
import { deleteConnection } from '../../lib/pix-connection/pix-connection.service.js';

export const handler = endpoint(pixConnectionRoutes.remove, async ({ principal }) =>
  ok(await deleteConnection(principal.merchantId)),
);
