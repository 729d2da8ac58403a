import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { chargeView, type Charge } from '../domain/charge.js';
import { checkoutView, type Checkout } from '../domain/checkout.js';
import { qrCodeDataUrl } from '../pix/qrcode.js';
import { pageLink } from './links.js';

/**
 * One charge or checkout as the API answers it, with the QR code image of its code (lists leave
 * the image out, and use `links.ts` alone: the QR encoder stays out of their bundles).
 */

/** A charge as one-charge answers show it: its QR code image and `paymentUrl`. */
export const chargeAnswer = (event: APIGatewayProxyEventV2, charge: Charge, now: Date) =>
  chargeView(charge, now, qrCodeDataUrl(charge.brCode), pageLink(event, charge));

/** A checkout as one-checkout answers show it: its `url`, and its code with the QR code image. */
export const checkoutAnswer = (event: APIGatewayProxyEventV2, checkout: Checkout, now: Date) =>
  checkoutView(
    checkout,
    now,
    pageLink(event, checkout),
    checkout.pix === undefined ? undefined : qrCodeDataUrl(checkout.pix.brCode),
  );
