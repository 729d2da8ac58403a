import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config } from '../../lib/config.js';
import { ApiError } from '../../lib/errors.js';
import { effectiveStatus } from '../../lib/charges/charge.domain.js';
import { publicEndpoint, sourceOf } from '../../lib/http/api.js';
import type { ApiResponse } from '../../lib/http/responses.js';
import { renderNotFound, renderPage, renderTooMany } from '../../lib/payment-page/render.js';
import { html, unavailablePage } from '../../lib/payment-page/responses.js';
import { qrCodeDataUrl } from '../../lib/pix/qrcode.js';
import { openPage } from '../../lib/payment-page/payment-page.service.js';
import { paymentPageRoutes } from '../../lib/payment-page/payment-page.routes.js';

async function answerPage(event: APIGatewayProxyEventV2): Promise<ApiResponse> {
  const { environment, businessTimeZone } = config();
  const token = event.pathParameters?.token ?? '';
  const now = new Date();
  let page: Awaited<ReturnType<typeof openPage>>;
  try {
    page = await openPage(token, sourceOf(event));
  } catch (error) {
    // The address is past its limit: the same 429 and fields, as a page a person can read.
    if (!(error instanceof ApiError) || error.status !== 429) throw error;
    const tooMany = html(429, renderTooMany(environment, Number(error.headers['retry-after'] ?? 1)));
    return { ...tooMany, headers: { ...tooMany.headers, ...error.headers } };
  }
  if (!page || 'unknown' in page) {
    const notFound = html(404, renderNotFound(environment));
    return page ? { ...notFound, headers: { ...notFound.headers, ...page.headers } } : notFound;
  }
  const payable = effectiveStatus(page.charge, now) === 'PENDING';
  return html(
    200,
    renderPage({
      ...page,
      token,
      environment,
      timeZone: businessTimeZone,
      now,
      qrCode: payable ? qrCodeDataUrl(page.charge.brCode) : null,
      // pay.js reloads the page with `?cupom=aplicado` after the payer applies a code.
      couponApplied: event.queryStringParameters?.cupom === 'aplicado',
    }),
  );
}

export const handler = publicEndpoint(paymentPageRoutes.page, answerPage, unavailablePage);
