import { publicEndpoint } from '../../lib/http/api.js';
import { serveDetail } from '../../lib/dashboard/details.service.js';
import { dashboardRoutes } from '../../lib/dashboard/dashboard.routes.js';
import { unavailablePage } from '../../lib/dashboard/dashboard.service.js';

export const handler = publicEndpoint(dashboardRoutes.detail, serveDetail, unavailablePage);
