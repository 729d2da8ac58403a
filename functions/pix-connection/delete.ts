import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseQuery } from '../../lib/http/validation.js';
import { noQuerySchema } from '../../lib/pix-connection/pix-connection.domain.js';
import { pixConnectionRoutes } from '../../lib/pix-connection/pix-connection.routes.js';
import { deleteConnection } from '../../lib/pix-connection/pix-connection.service.js';

export const handler = endpoint(pixConnectionRoutes.remove, async ({ principal, query }) => {
  parseQuery(noQuerySchema, query);
  return ok(await deleteConnection(principal.merchantId));
});
