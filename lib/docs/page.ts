/**
 * The human-readable reference at `GET /v1/docs`: Swagger UI reading `GET /v1/openapi.json`.
 * Every URL is relative and same-origin (`docs/<asset>` and `openapi.json` beside `/v1/docs`), so
 * the page works on any host and base path and loads nothing from anywhere else; the
 * Content-Security-Policy makes the browser enforce that.
 */
import { createHash } from 'node:crypto';

/** Swagger UI's start-up, the one inline script: allowed by its hash, not by 'unsafe-inline'. */
const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: 'openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    docExpansion: 'list',
    defaultModelsExpandDepth: 0,
    displayRequestDuration: true,
    tryItOutEnabled: false,
    persistAuthorization: false,
    validatorUrl: null,
  });
});`;

const scriptHash = `'sha256-${createHash('sha256').update(INIT_SCRIPT).digest('base64')}'`;

export const DOCS_CSP = [
  "default-src 'none'",
  `script-src 'self' ${scriptHash}`,
  // Swagger UI sets style attributes from script.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export const DOCS_HTML = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Merchant Payments API: referência</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="docs/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="docs/swagger-ui-bundle.js"></script>
    <script>${INIT_SCRIPT}</script>
  </body>
</html>
`;
