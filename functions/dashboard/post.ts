import { publicEndpoint } from '../../lib/http/api.js';
import { serveAction } from '../../lib/dashboard/dashboard.service.js';
import { dashboardRoutes } from '../../lib/dashboard/dashboard.routes.js';

export const handler = publicEndpoint(dashboardRoutes.post, serveAction);
