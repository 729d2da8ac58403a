import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { chargeView, simulatePaymentSchema, type Charge } from '../../lib/charges/charge.domain.js';
// The sandbox payment: the payer's bank in `test`. The route exists only there (404 in live).
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseBody, parseId } from '../../lib/http/validation.js';
import { pageLink } from '../../lib/payment-page/links.js';
import { qrCodeDataUrl } from '../../lib/pix/qrcode.js';
import { simulateChargePayment, storedCharge } from '../../lib/charges/charges.service.js';
import { chargeRoutes } from '../../lib/charges/charges.routes.js';
import { completeOwner } from '../../lib/payments/complete-owner.service.js';

const answer = (event: APIGatewayProxyEventV2, charge: Charge) =>
  ok(chargeView(charge, new Date(), qrCodeDataUrl(charge.brCode), pageLink(event, charge)));

export const handler = endpoint(
  chargeRoutes.simulatePayment,
  async ({ event, principal, params, body, commit }) => {
    const id = parseId(params);
    const { date } = parseBody(simulatePaymentSchema, body ?? {});
    return answer(
      event,
      await simulateChargePayment(principal.merchantId, id, completeOwner, commit, date ?? undefined),
    );
  },
  async ({ event, principal }, made) => answer(event, await storedCharge(principal.merchantId, made.id)),
);
