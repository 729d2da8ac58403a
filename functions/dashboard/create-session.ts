import { endpoint } from '../../lib/http/api.js';
import { created } from '../../lib/http/responses.js';
import { parseActionBody } from '../../lib/http/validation.js';
import { dashboardSessionFor } from '../../lib/dashboard/dashboard-link.js';
import { dashboardRoutes } from '../../lib/dashboard/dashboard.routes.js';
import { idempotencyErrors } from '../../lib/http/idempotency.js';

export const handler = endpoint(
  dashboardRoutes.createSession,
  async ({ event, principal, body }) => {
    parseActionBody(body);
    return created(await dashboardSessionFor(event, principal));
  },
  // A link is shown once: its token is kept nowhere, so a lost answer cannot be rebuilt.
  async () => {
    throw idempotencyErrors().responseLost;
  },
);
