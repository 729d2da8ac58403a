import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { ApiResponse } from '../http/responses.js';
import { servePage } from './dashboard.service.js';
import { LIST_PAGES } from './list-pages.js';

/** `GET /dashboard/{section}`: every list, and the sign-in page. */
export const serveList = (event: APIGatewayProxyEventV2): Promise<ApiResponse> =>
  servePage(event, { lists: LIST_PAGES });
