import type { Route } from '../routes.js';

export const webhookEndpointsRoutes = [] as const satisfies readonly Route[];
