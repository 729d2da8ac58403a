import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Charge } from '../charges/charge.domain.js';
import type { Checkout } from '../checkouts/checkout.domain.js';
import { openPaymentToken, paymentUrl } from '../domain/payment-token.js';
import { publicBaseUrl } from './url.js';

/**
 * The page link of a checkout or charge, opened from its sealed token: null for one stored before
 * links were kept, or sealed under a key the deployment no longer holds (the link itself still
 * works).
 */
export function pageLink(
  event: APIGatewayProxyEventV2,
  owner: Pick<Checkout | Charge, 'merchantId' | 'id' | 'pageToken'>,
): string | null {
  const token = owner.pageToken && openPaymentToken(owner.pageToken, owner.merchantId, owner.id);
  return token ? paymentUrl(publicBaseUrl(event), token) : null;
}
