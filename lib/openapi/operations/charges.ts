import type { RouteKey } from '../../http/routes.js';
import type { OperationSpec } from './shared.js';

export const chargeOperations = {} satisfies Partial<Record<RouteKey, OperationSpec>>;
