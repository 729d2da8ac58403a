import type { Route } from '../routes.js';

export const eventsRoutes = [] as const satisfies readonly Route[];
