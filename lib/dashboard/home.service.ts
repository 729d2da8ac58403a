import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { ApiResponse } from '../http/responses.js';
import { servePage } from './dashboard.service.js';
import { HOME } from './home-page.js';

/** `GET /dashboard`: Início. */
export const serveHome = (event: APIGatewayProxyEventV2): Promise<ApiResponse> =>
  servePage(event, { home: HOME });
