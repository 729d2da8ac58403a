import { getCustomer } from '../../lib/customers/customers.service.js';
import { customerView } from '../../lib/customers/customer.domain.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseId } from '../../lib/http/validation.js';
import { customerRoutes } from '../../lib/customers/customers.routes.js';

export const handler = endpoint(customerRoutes.get, async ({ principal, params }) =>
  ok(customerView(await getCustomer(principal.merchantId, parseId(params)))),
);
