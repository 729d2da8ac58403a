import { createCustomerSchema, customerView } from '../../lib/customers/customer.domain.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseBody } from '../../lib/http/validation.js';
import { createCustomer, getCustomer } from '../../lib/customers/customers.service.js';
import { customerRoutes } from '../../lib/customers/customers.routes.js';

/** 200, not 201: a document the merchant already has returns that customer instead of a new one. */
export const handler = endpoint(
  customerRoutes.create,
  async ({ principal, body, commit }) =>
    ok(
      customerView(await createCustomer(principal.merchantId, parseBody(createCustomerSchema, body), commit)),
    ),
  async ({ principal }, made) => ok(customerView(await getCustomer(principal.merchantId, made.id))),
);
