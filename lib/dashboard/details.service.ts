import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { ApiResponse } from '../http/responses.js';
import { servePage } from './dashboard.service.js';
import { DETAIL_PAGES } from './detail-pages.js';
import { ledgerCsv } from './ledger-csv.js';

/** `GET /dashboard/{section}/{id}`: every one-resource page, the statement's CSV, the stylesheet and the sign-in link. */
export const serveDetail = (event: APIGatewayProxyEventV2): Promise<ApiResponse> =>
  servePage(event, { details: DETAIL_PAGES, ledgerCsv });
