import { listCustomers } from '../../lib/customers/customers.service.js';
import { cursorPaging, nextCursor } from '../../lib/http/cursor.js';
import { customerListQuerySchema, customerView } from '../../lib/customers/customer.domain.js';
import { pageOf } from '../../lib/domain/paging.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseQuery } from '../../lib/http/validation.js';
import { customerRoutes } from '../../lib/customers/customers.routes.js';

export const handler = endpoint(customerRoutes.list, async ({ principal, query }) => {
  const { page, size, cursor, ...filters } = parseQuery(customerListQuerySchema, query);
  const scope = { merchantId: principal.merchantId, list: 'customers', filters };
  const paging = cursorPaging(scope, { page, size, cursor });
  const { customers, total, next } = await listCustomers(principal.merchantId, paging, filters);
  return ok(pageOf(customers.map(customerView), paging, total, nextCursor(scope, next)));
});
