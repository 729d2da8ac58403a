import { applyCouponSchema, refusalMessage } from '../checkouts/checkout.domain.js';
import { ApiError } from '../errors.js';
import type { RouteKeyOf } from '../http/route.js';
import type { paymentPageRoutes } from './payment-page.routes.js';
import { paymentPageMessages } from './payment-page.messages.js';
import { checkoutMessages } from '../checkouts/checkouts.messages.js';
import { PAGE_ASSET_NAMES } from './assets.js';
import { envelope, errorExample, example } from '../openapi/examples.js';
import { successEnvelope } from '../openapi/schemas.js';
import { invalidBody, textBody, type OperationSpec } from '../openapi/operation.js';
import { paymentStatusResponseSchema } from '../checkouts/checkouts.openapi-schemas.js';

const TOKEN = 'q8Zk3nW1xV7bT2mR9pL4cY6hJ0sD5fG8aE3uI1oK7wQ';
const pagePath = `/pay/${TOKEN}`;

const tokenParam = {
  token: {
    description:
      'O token do link de pagamento (43 caracteres base64url, 256 bits aleatórios): a única credencial do pagador. Só o seu SHA-256 é guardado.',
    schema: { type: 'string', minLength: 43, maxLength: 43, pattern: '^[A-Za-z0-9_-]{43}$' },
    example: TOKEN,
  },
};

const statusJson = (summary: string, value: unknown) => ({
  schema: successEnvelope(paymentStatusResponseSchema),
  component: 'PaymentStatusResponse',
  examples: { status: example(summary, envelope(value)) },
});

const open = { status: 'OPEN', total: 89.82, expiresAt: '2026-11-22T14:04:05.123Z', completionUrl: null };
const paid = {
  status: 'COMPLETED',
  total: 89.82,
  expiresAt: '2026-11-22T14:04:05.123Z',
  completionUrl: 'https://loja.example.com/pedido/1234/obrigado',
};

const pp = paymentPageMessages;
const html = textBody('text/html');

const notOpen = errorExample(
  'Checkout já pago, expirado ou cancelado',
  new ApiError(400, checkoutMessages.notOpen('EXPIRED'), null, 'checkout_not_open'),
  `${pagePath}/coupon`,
);

export const paymentPageOperations = {
  'GET /pay/{token}': {
    operationId: 'getPaymentPage',
    summary: 'Página de pagamento (HTML)',
    description:
      'A página de pagamento (HTML, pt-BR, feita para celular) de um checkout (`url`) ou de uma cobrança (`paymentUrl`): o total, o código Pix copia e cola inteiro com o botão de copiar (no celular vêm primeiro: quem paga não escaneia a própria tela), tempo restante, situação ao vivo, o QR Code; num checkout, itens, totais e o campo de cupom (com `allowCoupons`); numa cobrança, a descrição; com vencimento, o valor de hoje, a data de vencimento com os dias que faltam (sem relógio) e as condições por extenso (desconto até uma data, multa e juros depois do vencimento, último dia para pagar); na autorização de uma assinatura, antes do código, que pagar autoriza débitos recorrentes no Pix Automático (valor, frequência, primeiro débito, recebedor, cancelamento no app do banco). Pago, um comprovante (recebedor, valor, data e hora, txid; com vencimento, as parcelas do valor pago; numa assinatura, os próximos débitos) antes de seguir para `completionUrl`; devolvida, a página diz quanto voltou, não "Pagamento confirmado!". No ambiente de teste, "Simular pagamento". Cabeçalhos: CSP sem script inline, `frame-ancestors \'none\'`, `Referrer-Policy: no-referrer`, `Cache-Control: no-store`, `X-Content-Type-Options: nosniff`.',
    pathParams: tokenParam,
    success: { status: 200, description: 'A página HTML.', content: html },
    extraResponses: {
      404: { description: 'Token desconhecido: uma página HTML "Pagamento não encontrado".', content: html },
      429: {
        description:
          'Endereço com tokens desconhecidos demais (conta como autenticação recusada): uma página HTML "Muitas tentativas", com `Retry-After` e os campos RateLimit do endereço.',
        content: html,
      },
    },
  },
  'GET /pay/{token}/status': {
    operationId: 'getPaymentStatus',
    summary: 'Situação do pagamento, para a página acompanhar',
    description:
      'O que a página consulta para acompanhar o pagamento: situação (a do checkout, ou a da cobrança na página de uma cobrança), total, prazo e, depois do pagamento de um checkout, `completionUrl`. Sem dados do cliente nem metadados.',
    pathParams: tokenParam,
    success: {
      status: 200,
      description: 'A situação.',
      json: {
        ...statusJson('Checkout aguardando pagamento', open),
        examples: {
          status: example('Checkout aguardando pagamento', envelope(open)),
          charge: example(
            'Cobrança aguardando pagamento',
            envelope({
              status: 'PENDING',
              total: 49.9,
              expiresAt: '2026-11-22T14:04:05.123Z',
              completionUrl: null,
            }),
          ),
        },
      },
    },
  },
  'POST /pay/{token}/coupon': {
    operationId: 'applyPaymentPageCoupon',
    summary: 'Aplica um cupom informado pelo pagador',
    description: `Aplica um cupom informado pelo pagador (só num checkout com \`allowCoupons\` e sem cupom ainda; a página de uma cobrança não aceita cupom: 400 \`coupon_not_allowed\`): novo total, nova cobrança Pix (mesmo prazo) e a anterior cancelada, numa só transação, e \`checkout.updated\`. Um código recusado é 400 nomeando \`code\`, com o motivo em \`fields[].code\`; depois de 10 recusados no mesmo checkout, 429.`,
    pathParams: tokenParam,
    body: {
      schema: applyCouponSchema,
      component: 'ApplyCouponRequest',
      properties: { code: 'O código do cupom (sem espaços nas pontas, sem diferenciar maiúsculas).' },
      examples: { code: example('Código', { code: 'BEMVINDO10' }) },
    },
    success: {
      status: 200,
      description: 'A situação com o novo total.',
      json: statusJson('Total com o desconto', open),
    },
    extraResponses: {
      429: {
        description: `${pp.tooManyCoupons} (depois de 10 códigos recusados neste checkout, \`too_many_coupon_attempts\`); ou, com \`rate_limited\`, cupons recusados demais a partir deste endereço nas páginas do lojista nesta hora.`,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
      },
    },
    errors: {
      400: {
        exhausted: errorExample(
          'Cupom esgotado',
          new ApiError(
            400,
            checkoutMessages.couponUnavailable,
            [{ field: 'code', message: refusalMessage.coupon_exhausted, code: 'coupon_exhausted' }],
            'coupon_exhausted',
          ),
          `${pagePath}/coupon`,
        ),
        notOpen,
      },
      422: { empty: invalidBody(applyCouponSchema, { code: '' }, `${pagePath}/coupon`, 'Código vazio') },
    },
  },
  'POST /pay/{token}/simulate-payment': {
    operationId: 'simulatePaymentPagePayment',
    summary: 'Simula o pagamento (só no ambiente de teste)',
    description:
      'Só no ambiente de teste (404 em produção): paga, como o banco do pagador faria, a cobrança atual do checkout, o que conclui o checkout (uso do cupom e eventos na mesma transação), ou a cobrança da página (com vencimento, o valor de hoje). Sem corpo (ou `{}`).',
    pathParams: tokenParam,
    success: { status: 200, description: 'A situação depois do pagamento.', json: statusJson('Pago', paid) },
    errors: { 400: { notOpen } },
  },
  'GET /pay-assets/{asset}': {
    operationId: 'getPaymentPageAsset',
    summary: 'Script e estilos da página de pagamento',
    description: 'O script e a folha de estilos da página de pagamento.',
    pathParams: {
      asset: {
        description: 'O arquivo.',
        schema: { type: 'string', enum: PAGE_ASSET_NAMES },
        example: 'pay.css',
      },
    },
    success: {
      status: 200,
      description: 'O arquivo.',
      content: textBody('text/javascript', 'text/css'),
    },
  },
} satisfies Record<RouteKeyOf<typeof paymentPageRoutes>, OperationSpec>;
