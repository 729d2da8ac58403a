import { notFound } from '../../lib/errors.js';
import { publicEndpoint } from '../../lib/http/api.js';
import { pageAsset } from '../../lib/payment-page/assets.js';
import { paymentPageRoutes } from '../../lib/payment-page/payment-page.routes.js';

/** The page's script and style sheet: the same for every checkout, so they may be cached. */
export const handler = publicEndpoint(paymentPageRoutes.asset, async (event) => {
  const asset = pageAsset(event.pathParameters?.asset ?? '');
  if (!asset) throw notFound();
  return {
    statusCode: 200,
    headers: {
      'content-type': asset.contentType,
      'cache-control': 'public, max-age=3600',
      'x-content-type-options': 'nosniff',
    },
    body: asset.body,
  };
});
