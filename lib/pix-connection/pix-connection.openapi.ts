import type { RouteKeyOf } from '../http/route.js';
import { CREATED_AT, envelope, example, EXAMPLE_MERCHANT_ID } from '../openapi/examples.js';
import { invalidBody, invalidQuery, type OperationSpec } from '../openapi/operation.js';
import { successEnvelope } from '../openapi/schemas.js';
import {
  noQuerySchema,
  pixConnectionView,
  putPixConnectionSchema,
  type PixConnection,
} from './pix-connection.domain.js';
import { pixConnectionResponseSchema } from './pix-connection.openapi-schemas.js';
import type { pixConnectionRoutes } from './pix-connection.routes.js';

const PEM = (kind: string) =>
  Buffer.from(`-----BEGIN ${kind}-----\n…\n-----END ${kind}-----\n`).toString('base64');

/** A request as a merchant sends it: placeholders where its secrets go. */
const request = {
  baseUrl: 'https://pix.banco.example/api/v2',
  clientId: 'loja-123',
  clientSecret: '<client secret do PSP>',
  certificate: PEM('CERTIFICATE'),
  privateKey: PEM('PRIVATE KEY'),
  pixKey: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906',
  account: { conta: '123456789', tipoConta: 'CORRENTE' as const, agencia: '0001' },
};

const connection: PixConnection = {
  id: '019aab3c-5a11-7c00-8000-00000000c0de',
  merchantId: EXAMPLE_MERCHANT_ID,
  baseUrl: request.baseUrl,
  tokenUrl: null,
  clientId: request.clientId,
  pixKey: request.pixKey,
  account: request.account,
  certificateSubject: 'CN=loja-123, O=Loja Exemplo Ltda',
  certificateExpiresAt: '2027-11-22T00:00:00.000Z',
  verifiedAt: CREATED_AT.toISOString(),
  status: 'ACTIVE',
  lastError: null,
  sealedCredentials: '',
  noticeSecretHash: '',
  createdAt: CREATED_AT.toISOString(),
};

const answer = (summary: string, view: unknown) => ({
  schema: successEnvelope(pixConnectionResponseSchema),
  component: 'PixConnectionResponse',
  examples: { connection: example(summary, envelope(view)) },
});

export const pixConnectionOperations = {
  'PUT /v1/pix-connection': {
    operationId: 'putPixConnection',
    summary: 'Conecta o PSP do próprio lojista (OWN_ACCOUNT)',
    description:
      'Só em `live`. Verifica antes de gravar, nesta ordem: o certificado de cliente e a chave, um token OAuth por mutual TLS, uma leitura no PSP (`GET /pix`), e o webhook de notificações registrado (`PUT /webhook/{chave}`) num endereço só desta conexão; com `account`, também os webhooks do Pix Automático (`PUT /webhookrec` e `PUT /webhookcobr`) no mesmo endereço. Uma etapa recusada é 400 `pix_connection_failed` com a etapa e a resposta do PSP, e nada é gravado. As credenciais são guardadas seladas (envelope com o serviço de chaves), nunca mostradas. Daí em diante as novas cobranças (e, com `account`, as novas assinaturas) são criadas no PSP do lojista; as já emitidas continuam no PSP que as emitiu. Uma nova conexão substitui a anterior.',
    body: {
      schema: putPixConnectionSchema,
      component: 'PutPixConnectionRequest',
      properties: {
        baseUrl: 'A raiz da API Pix do PSP (https).',
        tokenUrl: 'O endereço de token OAuth, quando não é `<origem>/oauth/token`.',
        clientId: 'O client id OAuth emitido pelo PSP.',
        clientSecret: 'O client secret OAuth; guardado selado, nunca mostrado.',
        certificate: 'O certificado de cliente do mutual TLS: o arquivo PEM (com a cadeia) em base64.',
        privateKey:
          'A chave privada do certificado: o arquivo PEM em base64; guardada selada, nunca mostrada.',
        ca: 'A autoridade do certificado de servidor do PSP (arquivo PEM em base64), quando não é uma pública.',
        pixKey: 'A chave Pix, registrada nesse PSP, em que as cobranças são criadas.',
        account:
          'Opcional: a conta recebedora nesse PSP (`conta`, `tipoConta` CORRENTE, POUPANCA ou PAGAMENTO, `agencia` quando houver), que as cobranças recorrentes do Pix Automático indicam. Sem ela a conexão não recebe assinaturas (409 ao criar uma).',
      },
      examples: { connect: example('Conectar um PSP', request) },
    },
    success: {
      status: 200,
      description: 'A conexão verificada e gravada.',
      json: answer('Conectado', pixConnectionView(connection)),
    },
    errors: {
      422: {
        missing: invalidBody(
          putPixConnectionSchema,
          { baseUrl: request.baseUrl },
          '/v1/pix-connection',
          'Faltam campos',
        ),
      },
    },
  },
  'GET /v1/pix-connection': {
    operationId: 'getPixConnection',
    summary: 'Consulta a conexão com o PSP',
    description:
      'O modo (PLATFORM ou OWN_ACCOUNT) e, com uma conexão, o PSP, a chave Pix, a conta recebedora, o client id, o sujeito e a validade do certificado, quando foi verificada e se o PSP está respondendo (`status`, `lastError`). Nunca um segredo nem a chave privada.',
    success: {
      status: 200,
      description: 'A conexão.',
      json: answer('Conectado', pixConnectionView(connection)),
    },
    errors: {
      422: {
        unknown: invalidQuery(noQuerySchema, { size: '0' }, '/v1/pix-connection', 'Parâmetro desconhecido'),
      },
    },
  },
  'DELETE /v1/pix-connection': {
    operationId: 'deletePixConnection',
    summary: 'Desconecta o PSP do lojista',
    description:
      'Volta a PLATFORM para as novas cobranças e assinaturas. As cobranças e assinaturas emitidas no PSP do lojista continuam lá: pagamento, ciclos, cancelamento, estorno e conferência seguem indo a ele.',
    success: {
      status: 200,
      description: 'O modo PLATFORM.',
      json: answer('Sem conexão', pixConnectionView(undefined)),
    },
    errors: {
      422: {
        unknown: invalidQuery(noQuerySchema, { size: '0' }, '/v1/pix-connection', 'Parâmetro desconhecido'),
      },
    },
  },
} satisfies Record<RouteKeyOf<typeof pixConnectionRoutes>, OperationSpec>;
