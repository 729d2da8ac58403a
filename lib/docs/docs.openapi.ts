import type { RouteKeyOf } from '../http/route.js';
import { docsRoutes } from './docs.routes.js';
import { openApiDocumentSchema } from '../openapi/schemas.js';
import { textBody, type OperationSpec } from '../openapi/operation.js';

export const docsOperations = {
  'GET /v1/openapi.json': {
    operationId: 'getOpenApiDocument',
    summary: 'Documento OpenAPI 3.1 desta API',
    description:
      'Este documento (OpenAPI 3.1), gerado da tabela de rotas e dos schemas de validação. Não exige chave.',
    success: {
      status: 200,
      description: 'O documento OpenAPI, sem o envelope.',
      json: { schema: openApiDocumentSchema, examples: {} },
    },
  },
  'GET /v1/docs': {
    operationId: 'getApiReference',
    summary: 'Referência da API (página HTML)',
    description:
      'A referência navegável desta API (Swagger UI servido pela própria API; nada vem de outros hosts). Não exige chave.',
    success: {
      status: 200,
      description: 'A página HTML.',
      content: textBody('text/html'),
    },
  },
  'GET /v1/docs/{asset}': {
    operationId: 'getApiReferenceAsset',
    summary: 'Arquivos estáticos da página de referência',
    description: 'Os scripts e estilos da página de referência. Não exige chave.',
    pathParams: {
      asset: {
        description: 'O arquivo.',
        schema: {
          type: 'string',
          enum: docsRoutes.asset.assets.map((file) => file.split('/').pop()),
        },
        example: 'swagger-ui.css',
      },
    },
    success: {
      status: 200,
      description: 'O arquivo (comprimido com gzip quando o cliente aceita).',
      content: textBody('text/javascript', 'text/css'),
    },
  },
} satisfies Record<RouteKeyOf<typeof docsRoutes>, OperationSpec>;
