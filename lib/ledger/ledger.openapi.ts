import type { RouteKeyOf } from '../http/route.js';
import { CREATED_AT, envelope, example, EXAMPLE_MERCHANT_ID, firstPage } from '../openapi/examples.js';
import {
  cursorParameters,
  invalidQuery,
  pagingParameters,
  textBody,
  type OperationSpec,
} from '../openapi/operation.js';
import { pageResponseSchema } from '../openapi/responses.js';
import { successEnvelope } from '../openapi/schemas.js';
import {
  balanceQuerySchema,
  balanceView,
  EXPORT_COLUMNS,
  EXPORT_PAGE_ROWS,
  emptyTotals,
  entryOf,
  exportQuerySchema,
  LEDGER_TYPES,
  ledgerEntryView,
  listLedgerQuerySchema,
  MAX_SUMMARY_DAYS,
  simulateIncomingPixSchema,
  summaryQuerySchema,
  summaryView,
} from './ledger.domain.js';
import type { ledgerRoutes } from './ledger.routes.js';
import {
  balanceResponseSchema,
  ledgerEntryResponseSchema,
  ledgerSummaryResponseSchema,
} from './ledger.openapi-schemas.js';

const setting = { environment: 'test', timeZone: 'America/Sao_Paulo' } as const;
const paid = entryOf(
  {
    type: 'PIX_RECEIVED',
    merchantId: EXAMPLE_MERCHANT_ID,
    amount: 4990,
    naturalKey: 'E0000000020261122130405123456789',
    occurredAt: CREATED_AT.toISOString(),
    chargeId: '019aab3c-a054-7f76-9b8c-9d0e1f2a3b4c',
    endToEndId: 'E0000000020261122130405123456789',
    txid: 'k7Qm2xW9pL4vN8rT3yB6cJ1dF',
    description: 'Pedido 1234',
  },
  '019aab3c-8c32-7d54-9f6a-7b8c9d0e1f3b',
  CREATED_AT,
  setting,
);
const refunded = entryOf(
  {
    type: 'REFUND',
    merchantId: EXAMPLE_MERCHANT_ID,
    amount: 1000,
    naturalKey: '019aab3c-b165-7a87-8c9d-0e1f2a3b4c5d',
    occurredAt: CREATED_AT.toISOString(),
    chargeId: '019aab3c-a054-7f76-9b8c-9d0e1f2a3b4c',
    refundId: '019aab3c-b165-7a87-8c9d-0e1f2a3b4c5d',
    description: 'Item devolvido',
  },
  '019aab3c-8c32-7d54-9f6a-7b8c9d0e1f4c',
  CREATED_AT,
  setting,
);
const dayTotals = emptyTotals();
dayTotals.PIX_RECEIVED = { count: 1, amount: 4990 };
dayTotals.REFUND = { count: 1, amount: -1000 };

const rangeParameters = (required: boolean) => ({
  from: {
    description: `Primeiro dia (AAAA-MM-DD, dia de São Paulo de \`occurredAt\`), incluído.${required ? '' : ' Sem ele, desde o primeiro lançamento.'}`,
    example: '2026-11-01',
  },
  to: {
    description: `Último dia (AAAA-MM-DD, dia de São Paulo), incluído.${required ? '' : ' Sem ele, até o último lançamento.'}`,
    example: '2026-11-30',
  },
});

export const ledgerOperations = {
  'GET /v1/ledger': {
    operationId: 'listLedgerEntries',
    summary: 'Lista os lançamentos do extrato',
    description:
      'Cada movimento do dinheiro do lojista é um lançamento imutável, escrito na mesma transação que a mudança que o causa: PIX_RECEIVED quando uma cobrança, cobrança com vencimento ou ciclo de assinatura é paga (o valor pago), REFUND quando um estorno é concluído. Do mais novo para o mais antigo por `occurredAt`, em páginas por `cursor`; o total vem dos totais diários, sem contar os lançamentos.',
    query: {
      schema: listLedgerQuerySchema,
      parameters: {
        ...pagingParameters,
        ...cursorParameters,
        ...rangeParameters(false),
        type: { description: `Só os lançamentos deste tipo: ${LEDGER_TYPES.join(', ')}.`, example: 'REFUND' },
        chargeId: {
          description: 'Só os lançamentos desta cobrança.',
          example: '019aab3c-a054-7f76-9b8c-9d0e1f2a3b4c',
        },
      },
    },
    success: {
      status: 200,
      description: 'Uma página de lançamentos.',
      json: {
        schema: successEnvelope(pageResponseSchema(ledgerEntryResponseSchema)),
        component: 'LedgerEntryPageResponse',
        examples: {
          page: example(
            'Primeira página',
            envelope(firstPage([ledgerEntryView(refunded), ledgerEntryView(paid)])),
          ),
        },
      },
    },
    errors: {
      422: {
        type: invalidQuery(listLedgerQuerySchema, { type: 'BONUS' }, '/v1/ledger', 'Tipo desconhecido'),
      },
    },
  },
  'GET /v1/ledger/summary': {
    operationId: 'getLedgerSummary',
    summary: 'Totais do extrato por dia',
    description: `Para cada dia de São Paulo com lançamentos no período (no máximo ${MAX_SUMMARY_DAYS} dias): cada tipo de lançamento com \`{count, amount}\` e o \`net\` do dia; \`total\` na mesma forma. Lido dos totais diários mantidos na escrita de cada lançamento: o custo não cresce com o número de cobranças.`,
    query: { schema: summaryQuerySchema, parameters: rangeParameters(true) },
    success: {
      status: 200,
      description: 'Os dias e o total.',
      json: {
        schema: successEnvelope(ledgerSummaryResponseSchema),
        component: 'LedgerSummaryResponse',
        examples: {
          summary: example('Um dia', envelope(summaryView(new Map([['2026-11-22', dayTotals]])))),
        },
      },
    },
    errors: {
      422: {
        missing: invalidQuery(summaryQuerySchema, { from: '2026-11-01' }, '/v1/ledger/summary', 'Sem `to`'),
      },
    },
  },
  'GET /v1/ledger/export': {
    operationId: 'exportLedger',
    summary: 'Exporta o extrato em CSV',
    description: `Os lançamentos do período em CSV (RFC 4180, UTF-8, com cabeçalho: ${EXPORT_COLUMNS.join(', ')}), do mais novo para o mais antigo. Valores em reais com ponto decimal (\`-1234.56\`), datas ISO 8601 em UTC; uma célula de texto que começaria com \`=\`, \`+\`, \`-\` ou \`@\` recebe \`'\` na frente. No máximo ${EXPORT_PAGE_ROWS} linhas por resposta: a página seguinte vem no cabeçalho \`Link: <…>; rel="next"\`.`,
    query: {
      schema: exportQuerySchema,
      parameters: {
        ...rangeParameters(true),
        cursor: { description: 'A página seguinte, como veio no cabeçalho `Link` da anterior.' },
      },
    },
    success: { status: 200, description: 'O CSV da página.', content: textBody('text/csv') },
  },
  'GET /v1/balance': {
    operationId: 'getBalance',
    summary: 'Saldo do lojista',
    description:
      'O saldo segundo o extrato. No modo PLATFORM (hoje, todos os lojistas): `available` (o que pode ser repassado), `pending` (créditos antes de `availableAt`), `blocked` (retido pelo MED) e `inPayout` (em repasse). Em `test`, tudo o que foi pago fica disponível na hora.',
    success: {
      status: 200,
      description: 'O saldo, em reais.',
      json: {
        schema: successEnvelope(balanceResponseSchema),
        component: 'BalanceResponse',
        examples: {
          balance: example(
            'Saldo',
            envelope(balanceView({ mode: 'PLATFORM', total: 3990, pending: 0, blocked: 0, inPayout: 0 })),
          ),
        },
      },
    },
    errors: {
      422: {
        unknown: invalidQuery(balanceQuerySchema, { size: '0' }, '/v1/balance', 'Parâmetro desconhecido'),
      },
    },
  },
  'POST /v1/ledger/simulate-incoming-pix': {
    operationId: 'simulateIncomingPix',
    summary: 'Simula um Pix recebido sem cobrança (só no ambiente test)',
    description:
      'Só no ambiente `test` (404 em `live`): um Pix para a chave do lojista que nenhuma cobrança pediu. Grava um lançamento PIX_RECEIVED com `chargeId` null e emite `pix.received` (com o lançamento), na mesma transação.',
    body: {
      schema: simulateIncomingPixSchema,
      component: 'SimulateIncomingPixRequest',
      properties: {
        amount: 'Valor em centavos (R$ 19,90 se envia como 1990).',
        description: 'Descrição do Pix (até 140 caracteres); uma padrão quando ausente.',
      },
      examples: { pix: example('Pix de R$ 25,00', { amount: 2500, description: 'Pix sem pedido' }) },
    },
    success: {
      status: 201,
      description: 'O lançamento gravado.',
      json: {
        schema: successEnvelope(ledgerEntryResponseSchema),
        component: 'LedgerEntryResponse',
        examples: { entry: example('Lançamento', envelope(ledgerEntryView({ ...paid, chargeId: null }))) },
      },
    },
  },
} satisfies Record<RouteKeyOf<typeof ledgerRoutes>, OperationSpec>;
