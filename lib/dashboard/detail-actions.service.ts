import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { ApiResponse } from '../http/responses.js';
import { serveAction } from './actions.service.js';
import { CHARGE_ACTIONS } from './charge-actions.js';
import { WEBHOOK_ACTIONS } from './webhook-actions.js';

/** `POST /dashboard/{section}/{id}`: the sign-in and the actions on one resource. */
export const serveDetailAction = (event: APIGatewayProxyEventV2): Promise<ApiResponse> =>
  serveAction(event, { ...CHARGE_ACTIONS, ...WEBHOOK_ACTIONS });
