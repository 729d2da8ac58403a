import { chargeView, createChargeSchemaAt, type Charge } from '../../lib/charges/charge.domain.js';
import { config } from '../../lib/config.js';
import { todayIn } from '../../lib/charges/due-charge.domain.js';
import { endpoint, type ApiRequest } from '../../lib/http/api.js';
import { created } from '../../lib/http/responses.js';
import { parseBody } from '../../lib/http/validation.js';
import { pageLink } from '../../lib/payment-page/links.js';
import { qrCodeDataUrl } from '../../lib/pix/qrcode.js';
import { createCharge, storedCharge } from '../../lib/charges/charges.service.js';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { chargeRoutes } from '../../lib/charges/charges.routes.js';

const { businessTimeZone } = config();
// The schema bounds dueDate by today's date: built once a day per warm function.
let schema: { today: string; schema: ReturnType<typeof createChargeSchemaAt> } | undefined;
const schemaFor = (today: string) =>
  (schema?.today === today ? schema : (schema = { today, schema: createChargeSchemaAt(today) })).schema;

const answer = (event: APIGatewayProxyEventV2, charge: Charge) =>
  created(chargeView(charge, new Date(), qrCodeDataUrl(charge.brCode), pageLink(event, charge)));

/** A new charge for the caller's merchant, answered 201. */
async function create(request: ApiRequest) {
  const now = new Date();
  const input = parseBody(schemaFor(todayIn(businessTimeZone, now)), request.body);
  const merchantId = request.principal.merchantId;
  return answer(request.event, await createCharge(merchantId, input, { commit: request.commit, now }));
}

export const handler = endpoint(chargeRoutes.create, create, async ({ event, principal }, made) =>
  answer(event, await storedCharge(principal.merchantId, made.id)),
);
