import { deleteCustomer } from '../../lib/customers/customers.service.js';
import { endpoint } from '../../lib/http/api.js';
import { noContent } from '../../lib/http/responses.js';
import { parseId } from '../../lib/http/validation.js';

export const handler = endpoint('DELETE /v1/customers/{id}', async ({ principal, params }) => {
  await deleteCustomer(principal.merchantId, parseId(params));
  return noContent();
});
