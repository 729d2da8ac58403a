import type { Route } from '../routes.js';

export const chargesRoutes = [] as const satisfies readonly Route[];
