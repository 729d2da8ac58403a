import { publicEndpoint } from '../../lib/http/api.js';
import { serveHome } from '../../lib/dashboard/home.service.js';
import { dashboardRoutes } from '../../lib/dashboard/dashboard.routes.js';

export const handler = publicEndpoint(dashboardRoutes.home, serveHome);
