import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { chargeView, refundChargeSchema, type Charge } from '../../lib/charges/charge.domain.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseId, parseOptionalBody } from '../../lib/http/validation.js';
import { pageLink } from '../../lib/payment-page/links.js';
import { qrCodeDataUrl } from '../../lib/pix/qrcode.js';
import { storedCharge } from '../../lib/charges/charges.service.js';
import { refundCharge } from '../../lib/charges/refunds.service.js';
import { chargeRoutes } from '../../lib/charges/charges.routes.js';

const answer = (event: APIGatewayProxyEventV2, charge: Charge) =>
  ok(chargeView(charge, new Date(), qrCodeDataUrl(charge.brCode), pageLink(event, charge)));

export const handler = endpoint(
  chargeRoutes.refund,
  async ({ event, principal, params, body, commit }) => {
    const id = parseId(params);
    return answer(
      event,
      await refundCharge(principal.merchantId, id, parseOptionalBody(refundChargeSchema, body), commit),
    );
  },
  async ({ event, principal }, made) => answer(event, await storedCharge(principal.merchantId, made.id)),
);
