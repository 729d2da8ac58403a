import { publicEndpoint } from '../../lib/http/api.js';
import { notFound } from '../../lib/errors.js';
import { docsAsset } from '../../lib/docs/assets.js';
import { docsRoutes } from '../../lib/docs/docs.routes.js';

/** Swagger UI's script and style sheet, gzip-compressed for clients that accept it. */
export const handler = publicEndpoint(docsRoutes.asset, async (event) => {
  const asset = docsAsset(event.pathParameters?.asset ?? '');
  if (!asset) throw notFound();
  const gzip = /\bgzip\b/i.test(event.headers?.['accept-encoding'] ?? '');
  return {
    statusCode: 200,
    headers: {
      'content-type': asset.contentType,
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
      vary: 'accept-encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    },
    body: (gzip ? asset.gzipped : asset.body).toString(gzip ? 'base64' : 'utf8'),
    isBase64Encoded: gzip,
  };
});
