import { buildBrCode } from '../domain/brcode.js';
import {
  chargeAmountQuerySchema,
  chargeListView,
  chargeView,
  createChargeSchema,
  createChargeSchemaAt,
  simulatePaymentSchema,
  simulateMedReturnSchema,
  listChargesQuerySchema,
  newCharge,
  plannedMedReturn,
  refundChargeSchema,
  transitioned,
  type Charge,
} from './charge.domain.js';
import { ApiError } from '../errors.js';
import type { RouteKeyOf } from '../http/route.js';
import type { chargeRoutes } from './charges.routes.js';
import { parseActionBody, parseBody } from '../http/validation.js';
import { chargeMessages } from './charges.messages.js';
import {
  CREATED_AT,
  envelope,
  errorExample,
  EXAMPLE_PAGE_URL,
  EXAMPLE_QR_CODE,
  example,
  firstPage,
  thrownBy,
  UPDATED_AT,
  valid,
} from '../openapi/examples.js';
import { successEnvelope } from '../openapi/schemas.js';
import {
  cursorParameters,
  invalidBody,
  invalidQuery,
  pagingParameters,
  UUID_PARAM_SCHEMA,
  type OperationSpec,
} from '../openapi/operation.js';
import {
  chargeAmountResponseSchema,
  chargeListItemSchema,
  chargeResponseSchema,
} from './charges.openapi-schemas.js';
import { amountView, dueTermsOf } from './due-charge.domain.js';
import { amountOwed } from '../domain/due-date.js';
import { pageResponseSchema } from '../openapi/responses.js';
import { customerUnusable, customerWithoutDocument } from './charges.errors.js';
import { planRefund } from './refunds.service.js';

const MERCHANT_ID = '019aab3c-0000-7000-8000-000000000000';
const CHARGE_ID = '019aab3c-8c32-7d54-bf60-7b8c9d0e1f20';
const CUSTOMER_ID = '019aab3c-6a10-7b32-9d4e-5f6a7b8c9d0e';
const TXID = 'k3Xw9Pq2LmN7vB4rT8yZ1cD6f';

const chargeBody = {
  amount: 4990,
  description: 'Pedido 1234 - Camiseta Azul',
  customerId: CUSTOMER_ID,
  expiresIn: 3600,
  metadata: { orderId: '1234', channel: 'loja-online' },
};

/** The sandbox's payee for the examples (sandbox key, display name, city). */
const PAYEE = {
  pixKey: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906',
  merchantName: 'Loja Exemplo',
  merchantCity: 'Sao Paulo',
};
/** The sandbox's code for the example, made by the real builder. */
const brCode = buildBrCode({
  ...PAYEE,
  amountCents: chargeBody.amount,
  txid: TXID,
  description: chargeBody.description,
});

const pending: Charge = newCharge(
  MERCHANT_ID,
  CHARGE_ID,
  valid(createChargeSchema, chargeBody),
  { txid: TXID, brCode },
  CREATED_AT,
);
/** A day to pay, paid the next morning. */
const payable: Charge = { ...pending, expiresAt: new Date(CREATED_AT.getTime() + 86_400_000).toISOString() };
const paid = transitioned(payable, 'PAID', UPDATED_AT);
const REFUND_ID = '01937a4c-8d2e-7f10-9a3b-5c6d7e8f9a0b';
const partiallyRefunded = planRefund(
  paid,
  { amount: 1000, reason: 'Item devolvido' },
  { id: REFUND_ID, status: 'SUCCEEDED' },
  new Date(UPDATED_AT.getTime() + 3_600_000),
).after;
const MED_REFUND_ID = '01937a4c-9e3f-7a21-8b4c-6d7e8f9a0b1c';
/** The example paid charge after a MED return of R$ 20,00 for fraud, a day after the payment. */
const medReturned = plannedMedReturn(
  paid,
  { pspReturnId: 'MEDSANDBOX0example', amount: 2000, nature: 'FRAUD' },
  MED_REFUND_ID,
  new Date(UPDATED_AT.getTime() + 86_400_000),
)!;
const cancelled = transitioned(payable, 'CANCELLED', UPDATED_AT);
const afterCreation = new Date(CREATED_AT.getTime() + 1000);

const view = (charge: Charge, at: Date) =>
  envelope(chargeView(charge, at, EXAMPLE_QR_CODE, EXAMPLE_PAGE_URL));

/** The docs' worked example: R$ 1.000,00 due on 10 December, 2% fine, 1% a month, R$ 50 off until the 5th. */
const dueBody = {
  amount: 100_000,
  description: 'Mensalidade de dezembro',
  customerId: CUSTOMER_ID,
  dueDate: '2026-12-10',
  daysAfterDue: 30,
  fine: { type: 'PERCENTAGE', value: 200 },
  interest: { type: 'PERCENTAGE_PER_MONTH', days: 'CALENDAR', value: 100 },
  discount: { type: 'FIXED', until: [{ date: '2026-12-05', value: 5_000 }] },
};
const dueTerms = dueTermsOf(valid(createChargeSchema, dueBody), 'America/Sao_Paulo')!;
const dueCharge: Charge = newCharge(
  MERCHANT_ID,
  CHARGE_ID,
  { ...valid(createChargeSchema, dueBody), due: dueTerms },
  { txid: TXID, brCode: buildBrCode({ ...PAYEE, txid: TXID, description: dueBody.description }) },
  CREATED_AT,
);
const amountOn = (date: string) => envelope(amountView(amountOwed(dueBody.amount, dueTerms, date)));

const chargePath = `/v1/charges/${CHARGE_ID}`;
const idParam = {
  id: {
    description:
      'Identificador público da cobrança (UUID). Um valor que não é UUID é respondido com 404, como um id desconhecido.',
    schema: UUID_PARAM_SCHEMA,
    example: CHARGE_ID,
  },
};

const chargeJson = (description: string, examples: Record<string, ReturnType<typeof example>>) => ({
  status: 200 as const,
  description,
  json: { schema: successEnvelope(chargeResponseSchema), component: 'ChargeResponse', examples },
});

const notPending = (status: string) =>
  errorExample(
    `Cobrança ${status}`,
    new ApiError(400, chargeMessages.notPending(status), null, 'charge_not_pending'),
    `${chargePath}/cancel`,
  );
const expired = (path: string) =>
  errorExample('Cobrança vencida', new ApiError(400, chargeMessages.expired, null, 'charge_expired'), path);

/** What an action route answers to a body with properties, made by the real validator. */
const propertySent = (path: string) => ({
  property: errorExample(
    'Corpo com uma propriedade',
    thrownBy(() => parseActionBody({ reason: 'cliente desistiu' })),
    path,
  ),
});

export const chargeOperations = {
  'POST /v1/charges': {
    operationId: 'createCharge',
    summary: 'Cria uma cobrança Pix',
    description:
      'Cria uma cobrança Pix `PENDING` com o BR Code "copia e cola" (`pix.brCode`), o QR code dele (`pix.qrCode`, PNG em data URL) e um `txid` único. Emite `charge.created`. Em `live`, enquanto nenhum provedor Pix estiver configurado, responde 503 `pix_provider_unavailable` (nunca um código falso).',
    body: {
      schema: createChargeSchema,
      component: 'CreateChargeRequest',
      properties: {
        amount: 'Valor em centavos, de 100 (R$ 1,00) a 100000000 (R$ 1.000.000,00).',
        description: 'Texto mostrado ao pagador, de 1 a 140 caracteres depois de aparar os espaços.',
        customerId: 'Um cliente ativo do lojista; desconhecido ou removido é 400 `customer_unusable`.',
        expiresIn: 'Segundos até o vencimento, de 60 a 2592000 (30 dias); padrão 3600.',
        metadata:
          'Até 20 pares chave/valor de texto do lojista (chave de 1 a 40 caracteres, valor de até 500), devolvidos como enviados; `{}` quando ausente.',
        dueDate:
          'Cria uma cobrança com vencimento (`cobv` da API Pix): a data (AAAA-MM-DD, fuso do negócio), de hoje a 1826 dias. Não combina com `expiresIn`; exige `customerId` de um cliente com CPF/CNPJ.',
        daysAfterDue:
          'Dias depois do vencimento em que ainda se paga, de 0 a 365 (padrão 30); depois do último dia a cobrança fica `EXPIRED`. Como na API Pix, um vencimento (ou um último dia) em que os bancos não abrem passa ao dia útil seguinte, e multa, juros e prazo contam de lá.',
        fine: '`{type: FIXED|PERCENTAGE, value}`: multa, uma vez, a partir do dia seguinte ao vencimento. `FIXED` em centavos (até o valor), `PERCENTAGE` em pontos-base (`200` = 2%, até 10000).',
        interest:
          '`{type: FIXED_PER_DAY|PERCENTAGE_PER_DAY|PERCENTAGE_PER_MONTH|PERCENTAGE_PER_YEAR, days: CALENDAR|BUSINESS, value}`: juros por dia de atraso (dias corridos ou úteis bancários); ao mês é 1/30 por dia, ao ano 1/365.',
        discount:
          '`{type: FIXED|PERCENTAGE, until: [{date, value}]}`: de 1 a 3 descontos por pagamento até cada data (no máximo `dueDate`); datas distintas e o desconto não cresce com a data. Menor que o valor.',
        rebate: '`{type: FIXED|PERCENTAGE, value}`: abatimento, sempre deduzido; menor que o valor.',
      },
      examples: {
        charge: example('Cobrança de R$ 49,90 para um cliente', chargeBody),
        due: example('Mensalidade de R$ 1.000,00 com vencimento, multa, juros e desconto', dueBody),
      },
    },
    success: {
      status: 201,
      description: 'A cobrança criada, com o QR code.',
      json: {
        schema: successEnvelope(chargeResponseSchema),
        component: 'ChargeResponse',
        examples: {
          pending: example('Cobrança pendente', view(pending, afterCreation)),
          due: example('Cobrança com vencimento pendente', view(dueCharge, afterCreation)),
        },
      },
    },
    errors: {
      400: {
        customer: errorExample('Cliente removido ou desconhecido', customerUnusable(), '/v1/charges'),
        noDocument: errorExample(
          'Cobrança com vencimento para um cliente sem CPF/CNPJ',
          customerWithoutDocument(),
          '/v1/charges',
        ),
      },
      422: {
        invalid: invalidBody(
          createChargeSchema,
          { amount: 50, expiresIn: 30, metadata: { '': 'x' }, currency: 'BRL' },
          '/v1/charges',
          'Valor e prazo abaixo do mínimo, chave de metadata vazia, propriedade desconhecida',
        ),
        due: invalidBody(
          createChargeSchemaAt('2026-11-22'),
          {
            amount: 100_000,
            dueDate: '2026-11-01',
            expiresIn: 3600,
            fine: { type: 'PERCENTAGE', value: 20_000 },
            discount: {
              type: 'FIXED',
              until: [
                { date: '2026-11-20', value: 1_000 },
                { date: '2026-12-05', value: 5_000 },
              ],
            },
          },
          '/v1/charges',
          'Cobrança com vencimento: data passada, com expiresIn, sem cliente, multa acima de 100%, descontos fora de ordem',
        ),
      },
    },
  },
  'GET /v1/charges': {
    operationId: 'listCharges',
    summary: 'Lista as cobranças',
    description:
      'As cobranças do lojista, da mais nova para a mais antiga, em páginas, sem `pix.qrCode`. Uma cobrança pendente cujo vencimento passou aparece como `EXPIRED`, também nos filtros e nas páginas por `cursor`. Os filtros (`status`, `customerId`, `from`, `to`) valem juntos.',
    query: {
      schema: listChargesQuerySchema,
      parameters: {
        ...pagingParameters,
        ...cursorParameters,
        status: {
          description:
            'Só as cobranças nesta situação (sem diferenciar maiúsculas): `PENDING`, `PAID`, `EXPIRED`, `CANCELLED` ou `REFUNDED`. Lê só as cobranças dessa situação.',
          example: 'PAID',
        },
        customerId: { description: 'Só as cobranças deste cliente.', example: CUSTOMER_ID },
        from: {
          description:
            'Só as cobranças criadas a partir deste dia (AAAA-MM-DD, dia de São Paulo de `createdAt`), incluído. Lê só as cobranças do período.',
          example: '2026-11-01',
        },
        to: {
          description:
            'Só as cobranças criadas até este dia (AAAA-MM-DD, dia de São Paulo), incluído; não pode ser anterior a `from`.',
          example: '2026-11-30',
        },
      },
    },
    success: {
      status: 200,
      description: 'Uma página de cobranças.',
      json: {
        schema: successEnvelope(pageResponseSchema(chargeListItemSchema)),
        component: 'ChargePageResponse',
        examples: {
          page: example(
            'Uma cobrança paga e uma vencida',
            envelope(
              firstPage([
                chargeListView(paid, UPDATED_AT, EXAMPLE_PAGE_URL),
                chargeListView(
                  { ...pending, id: '019aab3c-8c30-7d54-bf60-7b8c9d0e1f1e' },
                  UPDATED_AT,
                  EXAMPLE_PAGE_URL.replace('q8Zk', 'Zk8q'),
                ),
              ]),
            ),
          ),
        },
      },
    },
    errors: {
      422: {
        filter: invalidQuery(
          listChargesQuerySchema,
          { status: 'OPEN', customerId: '42' },
          '/v1/charges',
          'Filtros inválidos',
        ),
      },
    },
  },
  'GET /v1/charges/{id}': {
    operationId: 'getCharge',
    summary: 'Consulta uma cobrança',
    description:
      'Uma cobrança do lojista, com o QR code. Pendente depois do vencimento, já aparece `EXPIRED` (com `updatedAt` = `expiresAt`), antes mesmo da varredura periódica gravar isso.',
    pathParams: idParam,
    success: chargeJson('A cobrança.', {
      paid: example('Cobrança paga', view(paid, UPDATED_AT)),
      expired: example('Cobrança vencida sem pagamento', view(pending, UPDATED_AT)),
    }),
  },
  'GET /v1/charges/{id}/amount': {
    operationId: 'getChargeAmount',
    summary: 'Calcula o valor de uma cobrança com vencimento num dia',
    description:
      'O valor de uma cobrança com vencimento num dia e as suas partes, em reais: `total = original − rebate − discount + fine + interest`, cada parte arredondada uma vez (meio centavo para cima), nunca menos de R$ 0,01. Vale para os dias de hoje ao último dia de pagamento (`dueDate + daysAfterDue`); outro dia é 400 `date_not_payable`, e uma cobrança imediata é 400 `not_due_date_charge`.',
    pathParams: idParam,
    query: {
      schema: chargeAmountQuerySchema,
      parameters: {
        date: {
          description: 'O dia (AAAA-MM-DD, fuso do negócio); hoje quando ausente.',
          example: '2026-12-25',
        },
      },
    },
    success: {
      status: 200,
      description: 'O valor do dia.',
      json: {
        schema: successEnvelope(chargeAmountResponseSchema),
        component: 'ChargeAmountResponse',
        examples: {
          early: example('Pago até o dia 5: R$ 50,00 de desconto', amountOn('2026-12-03')),
          due: example('Pago no vencimento: o valor original', amountOn('2026-12-10')),
          late: example('Pago 15 dias depois: multa de 2% e juros de 0,5%', amountOn('2026-12-25')),
        },
      },
    },
    errors: {
      400: {
        notPayable: errorExample(
          'Dia fora do prazo',
          new ApiError(
            400,
            chargeMessages.due.dateNotPayable('2026-11-22', '2027-01-09'),
            [{ field: 'date', message: chargeMessages.due.dateNotPayableField, code: 'date_not_payable' }],
            'date_not_payable',
          ),
          `${chargePath}/amount`,
        ),
        immediate: errorExample(
          'Cobrança imediata',
          new ApiError(400, chargeMessages.due.notDueCharge, null, 'not_due_date_charge'),
          `${chargePath}/amount`,
        ),
      },
      422: {
        date: invalidQuery(
          chargeAmountQuerySchema,
          { date: '2026-02-30' },
          `${chargePath}/amount`,
          'Data inexistente',
        ),
      },
    },
  },
  'POST /v1/charges/{id}/cancel': {
    operationId: 'cancelCharge',
    summary: 'Cancela uma cobrança pendente',
    description:
      'Cancela uma cobrança `PENDING` (emite `charge.cancelled`). Sem corpo (ou `{}`). Outra situação é 400; a cobrança de um checkout se cancela pelo checkout (400 `charge_in_checkout`).',
    pathParams: idParam,
    success: chargeJson('A cobrança cancelada.', {
      cancelled: example('Cobrança cancelada', view(cancelled, UPDATED_AT)),
    }),
    errors: {
      422: propertySent(`${chargePath}/cancel`),
      400: {
        paid: notPending('PAID'),
        expired: expired(`${chargePath}/cancel`),
        checkout: errorExample(
          'Cobrança de um checkout',
          new ApiError(400, chargeMessages.inCheckout, null, 'charge_in_checkout'),
          `${chargePath}/cancel`,
        ),
      },
    },
  },
  'POST /v1/charges/{id}/refund': {
    operationId: 'refundCharge',
    summary: 'Estorna uma cobrança paga',
    description:
      'Estorna uma cobrança `PAID` ou `PARTIALLY_REFUNDED`: `amount` centavos, ou tudo o que resta sem corpo (ou `{}`). Pode ser chamada várias vezes até não restar nada, em até 90 dias do pagamento. No sandbox o estorno sai `SUCCEEDED` na hora; em `live` é uma devolução no PSP, `PENDING` até ele responder. Cada estorno que dá certo emite `charge.refunded`; um que falha, `charge.refund_failed`. Outra situação é 400 `charge_not_paid`; mais do que resta, 400 `refund_exceeds_remaining`.',
    pathParams: idParam,
    body: {
      schema: refundChargeSchema,
      component: 'RefundChargeRequest',
      optional: true,
      properties: {
        amount: 'Centavos a estornar, de 1 até o que resta; sem ele, estorna tudo o que resta.',
        reason: 'O motivo, de 1 a 140 caracteres (vai na devolução ao PSP em `live`).',
      },
      examples: { partial: example('Estorno de R$ 10,00', { amount: 1000, reason: 'Item devolvido' }) },
    },
    success: chargeJson('A cobrança com o novo estorno.', {
      partiallyRefunded: example('Cobrança estornada em parte', view(partiallyRefunded, UPDATED_AT)),
    }),
    errors: {
      422: {
        amount: errorExample(
          'Valor que não é inteiro de centavos',
          thrownBy(() => parseBody(refundChargeSchema, { amount: 10.5 })),
          `${chargePath}/refund`,
        ),
      },
      400: {
        notPaid: errorExample(
          'Cobrança pendente',
          new ApiError(400, chargeMessages.notPaid('PENDING'), null, 'charge_not_paid'),
          `${chargePath}/refund`,
        ),
        exceeds: errorExample(
          'Mais do que resta',
          thrownBy(() =>
            planRefund(
              partiallyRefunded,
              { amount: 5000 },
              { id: REFUND_ID, status: 'SUCCEEDED' },
              UPDATED_AT,
            ),
          ),
          `${chargePath}/refund`,
        ),
      },
    },
  },
  'POST /v1/charges/{id}/simulate-payment': {
    operationId: 'simulateChargePayment',
    summary: 'Simula o pagamento de uma cobrança (só no ambiente test)',
    description:
      'Só no ambiente `test` (404 em `live`): paga uma cobrança `PENDING` como o banco do pagador faria (emite `charge.paid`; a de um checkout conclui o checkout) e grava `paidAmount`. Sem corpo (ou `{}`), ou com `{"date"}` numa cobrança com vencimento: paga o valor desse dia (de hoje ao último dia de pagamento). Vencida é 400 `charge_expired`; outra situação, 400 `charge_not_pending`.',
    pathParams: idParam,
    body: {
      schema: simulatePaymentSchema,
      component: 'SimulatePaymentRequest',
      properties: {
        date: 'Só numa cobrança com vencimento: o dia do pagamento (AAAA-MM-DD), de hoje ao último dia; hoje quando ausente. Paga o valor desse dia.',
      },
      examples: { late: example('Pagamento 15 dias depois do vencimento', { date: '2026-12-25' }) },
    },
    success: chargeJson('A cobrança paga.', { paid: example('Cobrança paga', view(paid, UPDATED_AT)) }),
    errors: {
      422: propertySent(`${chargePath}/simulate-payment`),
      400: {
        expired: expired(`${chargePath}/simulate-payment`),
        paid: notPending('PAID'),
      },
    },
  },
  'POST /v1/charges/{id}/simulate-med-return': {
    operationId: 'simulateChargeMedReturn',
    summary: 'Simula uma devolução MED de uma cobrança paga (só no ambiente test)',
    description:
      'Só no ambiente `test` (404 em `live`): o banco do pagador tira de volta, pelo MED (Mecanismo Especial de Devolução), parte ou todo o valor de uma cobrança `PAID` ou `PARTIALLY_REFUNDED`, como a conciliação a encontraria. Fica na cobrança como um estorno `SUCCEEDED` com `origin: "MED"` e `medNature`, conta em `refundedAmount` e na situação como qualquer estorno (um estorno do lojista depois só pode pedir o que resta), emite `charge.med_returned` e grava um lançamento `MED_RETURN` (negativo) no extrato. Sem corpo (ou `{}`): tudo o que resta, natureza `FRAUD`. Cobrança não paga é 400 `charge_not_paid`; já estornada ou devolvida por inteiro, 400 `nothing_left_to_return`; mais do que resta, 400 `refund_exceeds_remaining`.',
    pathParams: idParam,
    body: {
      schema: simulateMedReturnSchema,
      component: 'SimulateMedReturnRequest',
      optional: true,
      properties: {
        amount: 'Centavos devolvidos, de 1 até o que resta; sem ele, tudo o que resta.',
        nature:
          'Por que o banco do pagador devolveu: `OPERATIONAL_FAILURE` (falha operacional), `FRAUD` (fraude, o padrão) ou `PIX_AUTOMATICO` (Pix Automático).',
      },
      examples: {
        fraud: example('Devolução MED de R$ 20,00 por fraude', { amount: 2000, nature: 'FRAUD' }),
      },
    },
    success: chargeJson('A cobrança com a devolução MED.', {
      medReturned: example(
        'Cobrança devolvida em parte pelo MED',
        view(medReturned, new Date(UPDATED_AT.getTime() + 86_400_000)),
      ),
    }),
    errors: {
      422: {
        nature: errorExample(
          'Natureza desconhecida',
          thrownBy(() => parseBody(simulateMedReturnSchema, { nature: 'CHARGEBACK' })),
          `${chargePath}/simulate-med-return`,
        ),
      },
      400: {
        notPaid: errorExample(
          'Cobrança pendente',
          new ApiError(400, chargeMessages.medNotPaid('PENDING'), null, 'charge_not_paid'),
          `${chargePath}/simulate-med-return`,
        ),
        nothingLeft: errorExample(
          'Nada resta',
          new ApiError(400, chargeMessages.nothingLeftToReturn, null, 'nothing_left_to_return'),
          `${chargePath}/simulate-med-return`,
        ),
      },
    },
  },
} satisfies Record<RouteKeyOf<typeof chargeRoutes>, OperationSpec>;
