import type { Route } from '../routes.js';

export const pspRoutes = [] as const satisfies readonly Route[];
