import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { chargeListView, type Charge } from '../domain/charge.js';
import { checkoutView, type Checkout } from '../domain/checkout.js';
import { openPaymentToken, paymentUrl } from '../domain/payment-token.js';
import { publicBaseUrl } from './url.js';

/**
 * The page link of a checkout or charge, opened from its sealed token: null for one stored before
 * links were kept, or sealed under another `SEALING_SECRET` (the link itself still works).
 */
export function pageLink(
  event: APIGatewayProxyEventV2,
  owner: Pick<Checkout | Charge, 'merchantId' | 'id' | 'pageToken'>,
): string | null {
  const token = owner.pageToken && openPaymentToken(owner.pageToken, owner.merchantId, owner.id);
  return token ? paymentUrl(publicBaseUrl(event), token) : null;
}

/** A charge in a list: `paymentUrl`, no image. */
export const chargeListAnswer = (event: APIGatewayProxyEventV2, charge: Charge, now: Date) =>
  chargeListView(charge, now, pageLink(event, charge));

/** A checkout in a list: its `url` and code, no image. */
export const checkoutListAnswer = (event: APIGatewayProxyEventV2, checkout: Checkout, now: Date) =>
  checkoutView(checkout, now, pageLink(event, checkout));
