import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { subscriptionView, type Subscription } from '../subscriptions/subscription.domain.js';
import { qrCodeDataUrl } from '../pix/qrcode.js';
import { pageLink } from './links.js';

/**
 * A subscription as one-resource answers show it: its authorization with the QR image and the page
 * of the charge that authorizes it (journey 3). Lists leave the image out, as charge lists do.
 */
export function subscriptionAnswer(
  event: APIGatewayProxyEventV2,
  subscription: Subscription,
  now = new Date(),
) {
  const { id, brCode, pageToken } = subscription.authorizationCharge;
  const url = pageLink(event, { merchantId: subscription.merchantId, id, pageToken });
  return subscriptionView(subscription, now, { url, qrCode: qrCodeDataUrl(brCode) });
}

/** A subscription as list items show it: the page's link, no QR image. */
export function subscriptionListItem(event: APIGatewayProxyEventV2, subscription: Subscription, now: Date) {
  const { id, pageToken } = subscription.authorizationCharge;
  return subscriptionView(subscription, now, {
    url: pageLink(event, { merchantId: subscription.merchantId, id, pageToken }),
  });
}
