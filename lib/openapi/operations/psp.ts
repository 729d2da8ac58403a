import type { RouteKey } from '../../http/routes.js';
import type { OperationSpec } from './shared.js';

export const pspOperations = {} satisfies Partial<Record<RouteKey, OperationSpec>>;
