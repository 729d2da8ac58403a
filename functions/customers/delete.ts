import { deleteCustomer } from '../../lib/customers/customers.service.js';
import { endpoint } from '../../lib/http/api.js';
import { noContent } from '../../lib/http/responses.js';
import { parseId } from '../../lib/http/validation.js';
import { customerRoutes } from '../../lib/customers/customers.routes.js';

export const handler = endpoint(customerRoutes.delete, async ({ principal, params }) => {
  await deleteCustomer(principal.merchantId, parseId(params));
  return noContent();
});
