import { listCustomers } from '../../lib/db/customers.js';
import { customerListQuerySchema, customerView } from '../../lib/domain/customer.js';
import { pageOf } from '../../lib/domain/paging.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseQuery } from '../../lib/http/validation.js';

export const handler = endpoint('GET /v1/customers', async ({ principal, query }) => {
  const { page, size, ...filters } = parseQuery(customerListQuerySchema, query);
  const paging = { page, size };
  const { customers, total } = await listCustomers(principal.merchantId, paging, filters);
  return ok(pageOf(customers.map(customerView), paging, total));
});
