import { stringify } from 'csv-stringify/sync';
import { cursorPaging, nextCursor } from '../../lib/http/cursor.js';
import { endpoint } from '../../lib/http/api.js';
import { parseQuery } from '../../lib/http/validation.js';
import { csvRow, EXPORT_COLUMNS, exportQuerySchema } from '../../lib/ledger/ledger.domain.js';
import { ledgerRoutes } from '../../lib/ledger/ledger.routes.js';
import { exportPage } from '../../lib/ledger/ledger.service.js';

/**
 * The export: RFC 4180 (CRLF, quotes where needed), UTF-8, a header row, one row per entry; the
 * next page's URL in `Link` (RFC 8288) with its signed cursor.
 */
export const handler = endpoint(ledgerRoutes.export, async ({ event, principal, query }) => {
  const { cursor, from, to } = parseQuery(exportQuerySchema, query);
  const scope = { merchantId: principal.merchantId, list: 'ledger-export', filters: { from, to } };
  const paging = cursorPaging(scope, { page: 0, size: 1, cursor });
  const { entries, next } = await exportPage(principal.merchantId, paging, { from, to });
  const body = stringify(entries.map(csvRow), {
    header: true,
    columns: [...EXPORT_COLUMNS],
    record_delimiter: '\r\n',
    // RFC 4180: a field with a line break is quoted, whichever break it holds.
    quoted_match: /[\r\n]/,
  });
  const following = nextCursor(scope, next);
  const link: Record<string, string> =
    following === null
      ? {}
      : {
          link: `<${event.rawPath}?${new URLSearchParams({ from, to, cursor: following }).toString()}>; rel="next"`,
        };
  return {
    statusCode: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8; header=present',
      'content-disposition': `attachment; filename="ledger-${from}-${to}.csv"`,
      ...link,
    },
    body,
  };
});
