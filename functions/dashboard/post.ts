import { publicEndpoint } from '../../lib/http/api.js';
import { serveListAction } from '../../lib/dashboard/actions.service.js';
import { dashboardRoutes } from '../../lib/dashboard/dashboard.routes.js';
import { unavailablePage } from '../../lib/dashboard/dashboard.service.js';

export const handler = publicEndpoint(dashboardRoutes.post, serveListAction, unavailablePage);
