import { endpoint } from '../../lib/http/api.js';
import { created } from '../../lib/http/responses.js';
import { parseActionBody } from '../../lib/http/validation.js';
import { dashboardSessionAgain, dashboardSessionFor } from '../../lib/dashboard/dashboard-link.js';
import { dashboardRoutes } from '../../lib/dashboard/dashboard.routes.js';

export const handler = endpoint(
  dashboardRoutes.createSession,
  async ({ event, principal, body, commit }) => {
    parseActionBody(body);
    return created(await dashboardSessionFor(event, principal, commit));
  },
  // The link this request made, its token from the key's record (sealed there), while still unused.
  async ({ event }, made) => {
    if (made.secret === undefined) throw new Error('no link token to answer with');
    return created(await dashboardSessionAgain(event, made.secret));
  },
);
