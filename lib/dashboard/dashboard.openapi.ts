import type { RouteKeyOf } from '../http/route.js';
import { envelope, example } from '../openapi/examples.js';
import { successEnvelope } from '../openapi/schemas.js';
import { textBody, type OperationSpec } from '../openapi/operation.js';
import { SECTIONS } from './render.js';
import type { dashboardRoutes } from './dashboard.routes.js';
import { dashboardSessionResponseSchema } from './dashboard.openapi-schemas.js';

const html = textBody('text/html');
const HEADERS =
  "Cabeçalhos da página de pagamento: CSP sem script inline, `frame-ancestors 'none'`, `Referrer-Policy: no-referrer`, `Cache-Control: no-store`, `X-Content-Type-Options: nosniff`.";
/** An action the service refuses: the page says why, and nothing changes. */
const REFUSED = {
  400: {
    description: 'Ação recusada pelo estado do recurso (por exemplo, cobrança não paga): página HTML.',
    content: html,
  },
  409: { description: 'O mesmo formulário ainda em andamento: página HTML; tente de novo.', content: html },
  422: {
    description: 'Campo inválido (por exemplo, motivo longo demais): página HTML que diz qual.',
    content: html,
  },
};

/** The database cannot serve the page or the form: a page for people, not the envelope. */
const UNAVAILABLE = {
  503: {
    description:
      'Banco de dados indisponível: página HTML "Serviço indisponível"; nada foi gravado pela metade, e o mesmo formulário enviado de novo não repete a ação.',
    content: html,
  },
};

const NO_SESSION = {
  ...UNAVAILABLE,
  303: {
    description:
      'Sem sessão válida (nenhuma, encerrada, expirada, ociosa há 1 hora ou com a chave revogada): para `/dashboard/sign-in`, que explica como obter um link.',
    content: html,
  },
  429: {
    description:
      'Endereço com links ou sessões desconhecidos demais (conta como autenticação recusada): página "Muitas tentativas".',
    content: html,
  },
};
const section = {
  description: `A seção (${SECTIONS.join(', ')}); também \`sign-in\` e \`assets\`.`,
  schema: { type: 'string', maxLength: 32 },
  example: 'charges',
};
const id = {
  description:
    'O ID do item da seção (uma cobrança, um checkout…), o token do link de acesso em `sign-in`, ou `export` no extrato.',
  schema: { type: 'string', maxLength: 64 },
  example: '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
};
const FORM =
  'Um formulário HTML (`application/x-www-form-urlencoded`) com `csrf` (o token da sessão), `action`, `step` (`confirm` mostra a confirmação; `do` executa) e `idempotencyKey` (fixada quando o formulário foi desenhado: enviar duas vezes executa uma). Só sessões FULL_ACCESS; sem o token, ou só leitura: 403 sem mudar nada.';

export const dashboardOperations = {
  'POST /v1/dashboard-sessions': {
    operationId: 'createDashboardSession',
    summary: 'Cria um link de acesso ao painel',
    description:
      'Um link de acesso ao painel do lojista, válido uma vez e por 5 minutos, com a permissão da chave que o criou (qualquer chave). Abrir o link (GET) mostra o botão "Entrar"; enviá-lo cria a sessão (cookie `__Host-` `HttpOnly` `Secure` `SameSite=Strict`), que termina em 12 horas, depois de 1 hora sem uso, em "Sair" ou até 30 segundos depois da revogação da chave. Sem corpo (ou `{}`).',
    success: {
      status: 201,
      description: 'O link.',
      json: {
        schema: successEnvelope(dashboardSessionResponseSchema),
        component: 'DashboardSessionResponse',
        examples: {
          link: example(
            'Link de acesso',
            envelope({
              url: 'https://api.example.com/dashboard/sign-in/q8Zk3nW1xV7bT2mR9pL4cY6hJ0sD5fG8aE3uI1oK7wQ',
              expiresAt: '2026-11-27T17:08:00.000Z',
            }),
          ),
        },
      },
    },
  },
  'GET /dashboard': {
    operationId: 'getDashboardHome',
    summary: 'Painel: Início (HTML)',
    description: `Hoje e os últimos 30 dias (recebido, devolvido, MED, líquido), o gráfico do líquido por dia (SVG), cobranças pendentes, saldo e próximo repasse. ${HEADERS}`,
    success: { status: 200, description: 'A página HTML.', content: html },
    extraResponses: NO_SESSION,
  },
  'GET /dashboard/{section}': {
    operationId: 'getDashboardSection',
    summary: 'Painel: uma lista (HTML)',
    description: `Cobranças (filtros \`status\`, \`from\` e \`to\` como em \`GET /v1/charges\`, e \`q\`), Checkouts, Assinaturas, Extrato, Conciliação, Repasses, Webhooks, Chaves e conta; \`sign-in\` explica como obter um link. ${HEADERS}`,
    pathParams: { section },
    success: { status: 200, description: 'A página HTML.', content: html },
    extraResponses: {
      ...NO_SESSION,
      404: { description: 'Seção desconhecida: página HTML.', content: html },
      422: {
        description:
          'Filtro inválido (uma data que não existe, `to` antes de `from` nas cobranças ou no extrato): página HTML que diz qual.',
        content: html,
      },
    },
  },
  'GET /dashboard/{section}/{id}': {
    operationId: 'getDashboardDetail',
    summary: 'Painel: um item, ou a página "Entrar" (HTML)',
    description: `O detalhe de um item da seção; \`/dashboard/sign-in/{token}\` mostra "Entrar" e não faz login; \`/dashboard/ledger/export\` é o CSV do extrato; \`/dashboard/assets/dashboard.css\` a folha de estilos. ${HEADERS}`,
    pathParams: { section, id },
    success: {
      status: 200,
      description: 'A página HTML (ou o CSV, ou o CSS).',
      content: textBody('text/html', 'text/csv', 'text/css'),
    },
    extraResponses: {
      ...NO_SESSION,
      404: {
        description: 'Item de outro lojista ou inexistente, ou link já usado ou expirado: página HTML.',
        content: html,
      },
    },
  },
  'POST /dashboard/{section}': {
    operationId: 'postDashboardSection',
    summary: 'Painel: Sair, ou uma ação de uma lista',
    description: `\`/dashboard/sign-out\` encerra a sessão; \`/dashboard/payouts\` solicita um repasse. ${FORM}`,
    pathParams: { section },
    success: { status: 200, description: 'A página de confirmação ou a página do erro.', content: html },
    extraResponses: {
      303: {
        description: 'Feito: de volta à página (ou, em Sair, à página de acesso, com o cookie apagado).',
        content: html,
      },
      403: { description: 'Sem o token da sessão, ou sessão só de leitura: nada muda.', content: html },
      404: { description: 'Endereço sem ação: página HTML.', content: html },
      ...REFUSED,
      ...UNAVAILABLE,
    },
  },
  'POST /dashboard/{section}/{id}': {
    operationId: 'postDashboardDetail',
    summary: 'Painel: Entrar, ou uma ação de um item',
    description: `\`/dashboard/sign-in/{token}\` usa o link e cria a sessão (303 para \`/dashboard\` com o cookie); nas cobranças: devolução e cancelamento; nos checkouts: cancelamento; nos webhooks: reenvio de evento e evento de teste. ${FORM}`,
    pathParams: { section, id },
    success: { status: 200, description: 'A página de confirmação ou a página do erro.', content: html },
    extraResponses: {
      303: {
        description: 'Feito: de volta à página do item (ou, ao entrar, ao painel com o cookie).',
        content: html,
      },
      403: { description: 'Sem o token da sessão, ou sessão só de leitura: nada muda.', content: html },
      404: {
        description: 'Link já usado ou expirado, ou item de outro lojista: página HTML.',
        content: html,
      },
      ...REFUSED,
      ...UNAVAILABLE,
    },
  },
} satisfies Record<RouteKeyOf<typeof dashboardRoutes>, OperationSpec>;
