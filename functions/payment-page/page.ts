import { config } from '../../lib/config.js';
import { checkoutByToken } from '../../lib/db/checkouts.js';
import { pageItems } from '../../lib/db/payment-page.js';
import { effectiveStatus } from '../../lib/domain/checkout.js';
import { publicEndpoint } from '../../lib/http/api.js';
import { renderNotFound, renderPage } from '../../lib/payment-page/render.js';
import { html } from '../../lib/payment-page/responses.js';
import { qrCodeDataUrl } from '../../lib/pix/qrcode.js';

export const handler = publicEndpoint('GET /pay/{token}', async (event) => {
  const { environment } = config();
  const token = event.pathParameters?.token ?? '';
  const checkout = await checkoutByToken(token);
  if (!checkout) return html(404, renderNotFound(environment));
  const now = new Date();
  const open = effectiveStatus(checkout, now) === 'OPEN';
  const { merchantName, charge } = await pageItems(checkout, open, environment);
  const pix = charge ? { brCode: charge.brCode, qrCode: qrCodeDataUrl(charge.brCode) } : null;
  return html(200, renderPage({ token, checkout, merchantName, environment, now, pix }));
});
