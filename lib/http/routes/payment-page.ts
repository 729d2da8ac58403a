import type { Route } from '../routes.js';

export const paymentPageRoutes = [] as const satisfies readonly Route[];
