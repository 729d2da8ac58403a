import { config } from '../../lib/config.js';
import { publicEndpoint } from '../../lib/http/api.js';
import { renderNotFound, renderPage } from '../../lib/payment-page/render.js';
import { html } from '../../lib/payment-page/responses.js';
import { qrCodeDataUrl } from '../../lib/pix/qrcode.js';
import { openPage } from '../../lib/services/payment-page.js';

export const handler = publicEndpoint('GET /pay/{token}', async (event) => {
  const { environment } = config();
  const token = event.pathParameters?.token ?? '';
  const now = new Date();
  const page = await openPage(token, now);
  if (!page) return html(404, renderNotFound(environment));
  const { checkout, merchantName, charge } = page;
  const pix = charge ? { brCode: charge.brCode, qrCode: qrCodeDataUrl(charge.brCode) } : null;
  return html(200, renderPage({ token, checkout, merchantName, environment, now, pix }));
});
