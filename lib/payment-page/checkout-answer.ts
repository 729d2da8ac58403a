import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { checkoutView, type Checkout } from '../checkouts/checkout.domain.js';
import { qrCodeDataUrl } from '../pix/qrcode.js';
import { pageLink } from './links.js';

/** One checkout as the API answers it: its `url`, and its code with the QR code image. */
export const checkoutAnswer = (event: APIGatewayProxyEventV2, checkout: Checkout, now: Date) =>
  checkoutView(
    checkout,
    now,
    pageLink(event, checkout),
    checkout.pix === undefined ? undefined : qrCodeDataUrl(checkout.pix.brCode),
  );
