import type { Route } from '../routes.js';

export const checkoutsRoutes = [] as const satisfies readonly Route[];
