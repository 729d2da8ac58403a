import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseActionBody, parseId } from '../../lib/http/validation.js';
import { chargeView, type Charge } from '../../lib/charges/charge.domain.js';
import { pageLink } from '../../lib/payment-page/links.js';
import { qrCodeDataUrl } from '../../lib/pix/qrcode.js';
import { cancelCharge, storedCharge } from '../../lib/charges/charges.service.js';
import { chargeRoutes } from '../../lib/charges/charges.routes.js';
import { completeOwner } from '../../lib/payments/complete-owner.service.js';

const answer = (event: APIGatewayProxyEventV2, charge: Charge) =>
  ok(chargeView(charge, new Date(), qrCodeDataUrl(charge.brCode), pageLink(event, charge)));

export const handler = endpoint(
  chargeRoutes.cancel,
  async ({ event, principal, params, body, commit }) => {
    const id = parseId(params);
    parseActionBody(body);
    return answer(event, await cancelCharge(principal.merchantId, id, completeOwner, commit));
  },
  async ({ event, principal }, made) => answer(event, await storedCharge(principal.merchantId, made.id)),
);
