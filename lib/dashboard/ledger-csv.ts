import { stringify } from 'csv-stringify/sync';
import { cursorPaging } from '../http/cursor.js';
import type { ApiResponse } from '../http/responses.js';
import { csvRow, EXPORT_COLUMNS } from '../ledger/ledger.domain.js';
import { exportPage } from '../ledger/ledger.service.js';
import { ledgerRange, type PageContext } from './pages.js';

/** The statement's CSV: the export of the API (`GET /v1/ledger/export`), its first 5,000 rows. */
export async function ledgerCsv(context: PageContext): Promise<ApiResponse> {
  const range = ledgerRange(context);
  const scope = { merchantId: context.merchantId, list: 'ledger-export', filters: range };
  const { entries } = await exportPage(context.merchantId, cursorPaging(scope, { page: 0, size: 1 }), range);
  const body = stringify(entries.map(csvRow), {
    header: true,
    columns: [...EXPORT_COLUMNS],
    record_delimiter: '\r\n',
    quoted_match: /[\r\n]/,
  });
  return {
    statusCode: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8; header=present',
      'content-disposition': `attachment; filename="ledger-${range.from}-${range.to}.csv"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    },
    body,
  };
}
