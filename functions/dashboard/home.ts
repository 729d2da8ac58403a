import { publicEndpoint } from '../../lib/http/api.js';
import { serveHome } from '../../lib/dashboard/home.service.js';
import { dashboardRoutes } from '../../lib/dashboard/dashboard.routes.js';
import { unavailablePage } from '../../lib/dashboard/dashboard.service.js';

export const handler = publicEndpoint(dashboardRoutes.home, serveHome, unavailablePage);
