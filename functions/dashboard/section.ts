import { publicEndpoint } from '../../lib/http/api.js';
import { serveList } from '../../lib/dashboard/lists.service.js';
import { dashboardRoutes } from '../../lib/dashboard/dashboard.routes.js';
import { unavailablePage } from '../../lib/dashboard/dashboard.service.js';

export const handler = publicEndpoint(dashboardRoutes.section, serveList, unavailablePage);
