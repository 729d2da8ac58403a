import type { APIGatewayProxyEventV2 } from 'aws-lambda';
// The sandbox's MED return: the payer's bank taking money back in `test`. The route exists only
// there (404 in live).
import { chargeView, simulateMedReturnSchema, type Charge } from '../../lib/charges/charge.domain.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseId, parseOptionalBody } from '../../lib/http/validation.js';
import { pageLink } from '../../lib/payment-page/links.js';
import { qrCodeDataUrl } from '../../lib/pix/qrcode.js';
import { findCharge } from '../../lib/charges/charges.storage.js';
import { simulateMedReturn } from '../../lib/charges/med-returns.service.js';
import { chargeRoutes } from '../../lib/charges/charges.routes.js';
import { notFound } from '../../lib/errors.js';

const answer = (event: APIGatewayProxyEventV2, charge: Charge) =>
  ok(chargeView(charge, new Date(), qrCodeDataUrl(charge.brCode), pageLink(event, charge)));

export const handler = endpoint(
  chargeRoutes.simulateMedReturn,
  async ({ event, principal, params, body, commit }) => {
    const id = parseId(params);
    return answer(
      event,
      await simulateMedReturn(
        principal.merchantId,
        id,
        parseOptionalBody(simulateMedReturnSchema, body),
        commit,
      ),
    );
  },
  async ({ event, principal }, made) => {
    const charge = await findCharge(principal.merchantId, made.id);
    if (!charge) throw notFound();
    return answer(event, charge);
  },
);
