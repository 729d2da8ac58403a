import {
  couponView,
  createCouponSchema,
  newCoupon,
  updateCouponSchema,
  type Coupon,
  type UpdateCouponBody,
} from './coupon.domain.js';
import { cursorPagingQuerySchema } from '../domain/paging.js';
import { cursorPaging } from '../http/cursor.js';
import { mergeCoupon } from './coupons.service.js';
import { valueTaken } from '../errors.js';
import type { RouteKeyOf } from '../http/route.js';
import type { couponRoutes } from './coupons.routes.js';
import { couponMessages } from './coupons.messages.js';
import {
  CREATED_AT,
  envelope,
  errorExample,
  EXAMPLE_IDS,
  EXAMPLE_MERCHANT_ID,
  EXAMPLE_TIME_ZONE,
  example,
  firstPage,
  thrownBy,
  UPDATED_AT,
  valid,
} from '../openapi/examples.js';
import { successEnvelope } from '../openapi/schemas.js';
import {
  cursorParameters,
  idParam,
  invalidBody,
  invalidQuery,
  pagingParameters,
  type OperationSpec,
} from '../openapi/operation.js';
import { couponResponseSchema } from './coupons.openapi-schemas.js';
import { pageResponseSchema } from '../openapi/responses.js';

// Stored coupons made from the request examples by the domain's own constructors.

export const storedCoupon = (body: Parameters<typeof newCoupon>[2]): Coupon =>
  newCoupon(EXAMPLE_MERCHANT_ID, EXAMPLE_IDS.coupon, body, CREATED_AT, EXAMPLE_TIME_ZONE);

export const couponExample = (coupon: Coupon) => couponView(coupon, EXAMPLE_TIME_ZONE, UPDATED_AT);

export const updatedCoupon = (coupon: Coupon, patch: Parameters<typeof mergeCoupon>[1]): Coupon =>
  mergeCoupon(coupon, patch, UPDATED_AT, EXAMPLE_TIME_ZONE);

const tz = EXAMPLE_TIME_ZONE;
const createCoupon = createCouponSchema(tz);
const updateCoupon = updateCouponSchema(tz);

// Request examples, parsed by the real schemas.
const couponBody = {
  code: 'natal10',
  type: 'PERCENTAGE',
  value: 10,
  max_uses: 100,
  starts_at: '2026-12-01',
  expires_at: '2026-12-25T23:59:59',
};
const fixedCouponBody = { code: 'BLACKFRIDAY', type: 'FIXED_AMOUNT', value: 1990, expires_at: '2026-11-30' };
const couponPatch = { status: 'INACTIVE', max_uses: -1 };
const coupon = storedCoupon(valid(createCoupon, couponBody));
const fixedCoupon = storedCoupon(valid(createCoupon, fixedCouponBody));
const couponUpdated = updatedCoupon(coupon, valid(updateCoupon, couponPatch));

const couponPath = `/v1/coupons/${EXAMPLE_IDS.coupon}`;

/** The 400 a coupon update gets when the merged coupon breaks a rule, from `mergeCoupon` itself. */
const mergeConflict = (stored: typeof coupon, patch: UpdateCouponBody, summary: string) =>
  errorExample(
    summary,
    thrownBy(() => updatedCoupon(stored, valid(updateCoupon, patch))),
    couponPath,
  );

const couponProperties = {
  code: 'Até 50 caracteres depois de aparar os espaços; gravado em maiúsculas; único entre os cupons não removidos do lojista.',
  type: '`PERCENTAGE` ou `FIXED_AMOUNT`.',
  value: 'PERCENTAGE: inteiro de 1 a 100 (percentual). FIXED_AMOUNT: desconto em centavos, no mínimo 1.',
  max_uses: 'Limite de usos: inteiro a partir de 1, ou -1 (ilimitado). null ou ausente também é ilimitado.',
  starts_at: 'Início da validade no fuso do negócio: `yyyy-MM-dd` (00:00:00) ou `yyyy-MM-ddTHH:mm:ss`.',
  expires_at:
    'Fim da validade no fuso do negócio: `yyyy-MM-dd` (23:59:59) ou `yyyy-MM-ddTHH:mm:ss`; posterior a `starts_at`.',
};

export const couponOperations = {
  'POST /v1/coupons': {
    operationId: 'createCoupon',
    summary: 'Cria um cupom',
    description:
      'Cria um cupom `ACTIVE` com `used_count` 0. O código é aparado e convertido para maiúsculas e deve ser único entre os cupons não removidos do lojista (um código repetido é 400).',
    body: {
      schema: createCoupon,
      component: 'CreateCouponRequest',
      properties: couponProperties,
      examples: {
        percentage: example('Cupom percentual com período e limite de usos', couponBody),
        fixed: example('Desconto fixo de R$ 19,90 (em centavos), até o fim do dia 30/11', fixedCouponBody),
      },
    },
    success: {
      status: 201,
      description: 'O cupom criado.',
      json: {
        schema: successEnvelope(couponResponseSchema),
        component: 'CouponResponse',
        examples: {
          percentage: example('Cupom percentual', envelope(couponExample(coupon))),
          fixed: example('Desconto fixo, em reais na resposta', envelope(couponExample(fixedCoupon))),
        },
      },
    },
    errors: {
      400: {
        duplicateCode: errorExample(
          'Código já usado por outro cupom do lojista',
          valueTaken('code', couponMessages.duplicateCode, 'code_taken'),
          '/v1/coupons',
        ),
      },
      422: {
        invalid: invalidBody(
          createCoupon,
          { code: '', type: 'PERCENT', value: 0, expires_at: '2026-02-30', extra: true },
          '/v1/coupons',
          'Todos os campos inválidos de uma vez',
        ),
        percentage: invalidBody(
          createCoupon,
          { code: 'X', type: 'PERCENTAGE', value: 150, starts_at: '2026-12-10', expires_at: '2026-12-01' },
          '/v1/coupons',
          'Percentual acima de 100 e período invertido',
        ),
      },
    },
  },
  'GET /v1/coupons': {
    operationId: 'listCoupons',
    summary: 'Lista os cupons',
    description:
      'Os cupons não removidos do lojista, do mais novo para o mais antigo, em páginas. Uma página depois da última vem com `content` vazio e os totais verdadeiros.',
    query: { schema: cursorPagingQuerySchema, parameters: { ...pagingParameters, ...cursorParameters } },
    success: {
      status: 200,
      description: 'Uma página de cupons.',
      json: {
        schema: successEnvelope(pageResponseSchema(couponResponseSchema)),
        component: 'CouponPageResponse',
        examples: { page: example('Primeira página', envelope(firstPage([couponExample(coupon)]))) },
      },
    },
    errors: {
      422: {
        paging: invalidQuery(
          cursorPagingQuerySchema,
          { page: '-1', size: 'abc' },
          '/v1/coupons',
          'Paginação inválida',
        ),
        cursor: errorExample(
          'Cursor alterado, junto com page',
          thrownBy(() =>
            cursorPaging(
              { merchantId: EXAMPLE_IDS.customer, list: 'coupons' },
              { page: 2, size: 20, cursor: 'eyJrZXkiOnt9fQ.alterado' },
            ),
          ),
          '/v1/coupons',
        ),
      },
    },
  },
  'GET /v1/coupons/{id}': {
    operationId: 'getCoupon',
    summary: 'Consulta um cupom',
    description: 'Um cupom do lojista. Um id desconhecido, removido ou de outro lojista é 404.',
    pathParams: idParam('coupon', 'do cupom'),
    success: {
      status: 200,
      description: 'O cupom.',
      json: {
        schema: successEnvelope(couponResponseSchema),
        component: 'CouponResponse',
        examples: { coupon: example('Cupom', envelope(couponExample(coupon))) },
      },
    },
  },
  'PUT /v1/coupons/{id}': {
    operationId: 'updateCoupon',
    summary: 'Atualiza um cupom',
    description: [
      'Atualização parcial: só os campos a mudar. O corpo precisa de ao menos um valor não nulo e não aceita outras propriedades.',
      '`null` em `max_uses`, `starts_at` ou `expires_at` não apaga o valor atual (o campo é ignorado); para uso ilimitado envie `max_uses` = -1.',
      'O cupom resultante é validado de novo: uma regra que só o estado gravado revela (tipo PERCENTAGE com o valor gravado acima de 100, `expires_at` antes do `starts_at` gravado, `max_uses` abaixo de `used_count`) é 400.',
    ].join('\n\n'),
    pathParams: idParam('coupon', 'do cupom'),
    body: {
      schema: updateCoupon,
      component: 'UpdateCouponRequest',
      properties: { ...couponProperties, status: '`ACTIVE` ou `INACTIVE`.' },
      examples: { deactivate: example('Desativa e torna o uso ilimitado', couponPatch) },
    },
    success: {
      status: 200,
      description: 'O cupom atualizado.',
      json: {
        schema: successEnvelope(couponResponseSchema),
        component: 'CouponResponse',
        examples: { updated: example('Cupom atualizado', envelope(couponExample(couponUpdated))) },
      },
    },
    errors: {
      400: {
        duplicateCode: errorExample(
          'Código já usado por outro cupom do lojista',
          valueTaken('code', couponMessages.duplicateCode, 'code_taken'),
          couponPath,
        ),
        percentage: mergeConflict(
          fixedCoupon,
          { type: 'PERCENTAGE' },
          'Tipo PERCENTAGE com o valor gravado (1990)',
        ),
        period: mergeConflict(coupon, { expires_at: '2026-11-30' }, 'Fim antes do início gravado'),
        maxUses: errorExample(
          'Limite abaixo dos usos registrados',
          thrownBy(() => updatedCoupon({ ...coupon, usedCount: 5 }, valid(updateCoupon, { max_uses: 3 }))),
          couponPath,
        ),
      },
      422: {
        empty: invalidBody(updateCoupon, { max_uses: null }, couponPath, 'Nenhum valor não nulo'),
        invalid: invalidBody(
          updateCoupon,
          { status: 'PAUSED', used_count: 3 },
          couponPath,
          'Valor fora da lista e propriedade desconhecida',
        ),
      },
    },
  },
  'DELETE /v1/coupons/{id}': {
    operationId: 'deleteCoupon',
    summary: 'Remove um cupom',
    description:
      'Remoção lógica: o cupom some das listas e consultas e não pode mais ser usado; o histórico fica preservado e o código fica livre para um novo cupom.',
    pathParams: idParam('coupon', 'do cupom'),
    success: { status: 204, description: 'Removido; sem corpo.' },
  },
} satisfies Record<RouteKeyOf<typeof couponRoutes>, OperationSpec>;
