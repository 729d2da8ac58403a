import type { RouteKeyOf } from '../http/route.js';
import { applying } from '../errors.js';
import {
  CREATED_AT,
  envelope,
  errorExample,
  example,
  EXAMPLE_MERCHANT_ID,
  firstPage,
  thrownBy,
} from '../openapi/examples.js';
import {
  cursorParameters,
  invalidQuery,
  pagingParameters,
  type OperationSpec,
} from '../openapi/operation.js';
import { pageResponseSchema } from '../openapi/responses.js';
import { successEnvelope } from '../openapi/schemas.js';
import { cursorPagingQuerySchema } from '../domain/paging.js';
import {
  MAX_RUN_AGE_DAYS,
  reconciliationView,
  runnableDate,
  type Reconciliation,
} from './reconciliation.domain.js';
import { reconciliationResponseSchema } from './reconciliation.openapi-schemas.js';
import type { reconciliationRoutes } from './reconciliation.routes.js';

const at = CREATED_AT.toISOString();
const chargeId = '019aab3c-a054-7f76-9b8c-9d0e1f2a3b4c';
const run: Reconciliation = {
  id: '019aab3c-c276-7b98-9daf-1f2a3b4c5d6e',
  merchantId: EXAMPLE_MERCHANT_ID,
  date: '2026-11-21',
  status: 'DISCREPANCIES',
  reason: null,
  psp: { count: 3, amount: 12480 },
  ledger: { count: 3, amount: 12480 },
  settledLate: [
    {
      endToEndId: 'E9999999920261121183000abc123def45',
      txid: 'MP25k7Qm2xW9pL4vN8rT3yB6cJ1dF',
      chargeId,
      amount: 4990,
      paidAt: '2026-11-21T18:30:00.000Z',
    },
  ],
  unmatched: [],
  missingAtPsp: [],
  medReturns: [],
  createdAt: at,
  updatedAt: at,
};
const matched: Reconciliation = {
  ...run,
  id: '019aab3c-c276-7b98-9daf-1f2a3b4c5d6f',
  date: '2026-11-20',
  status: 'MATCHED',
  settledLate: [],
};

const dateParam = {
  date: {
    description: 'O dia de São Paulo (AAAA-MM-DD).',
    schema: { type: 'string', format: 'date', maxLength: 10 },
    example: '2026-11-21',
  },
};

const outOfRange = () =>
  thrownBy(() => applying(() => runnableDate('2020-01-01', CREATED_AT, 'America/Sao_Paulo')));

export const reconciliationOperations = {
  'GET /v1/reconciliations': {
    operationId: 'listReconciliations',
    summary: 'Lista as conciliações diárias',
    description:
      'As conciliações do lojista com o PSP, uma por dia de São Paulo, da mais nova para a mais antiga. Cada dia é conciliado pela varredura diária (o dia anterior) ou por `POST /reconciliations/{date}/run`.',
    query: { schema: cursorPagingQuerySchema, parameters: { ...pagingParameters, ...cursorParameters } },
    success: {
      status: 200,
      description: 'Uma página de conciliações.',
      json: {
        schema: successEnvelope(pageResponseSchema(reconciliationResponseSchema)),
        component: 'ReconciliationPageResponse',
        examples: {
          page: example(
            'Primeira página',
            envelope(firstPage([reconciliationView(run), reconciliationView(matched)])),
          ),
        },
      },
    },
    errors: {
      422: {
        unknown: invalidQuery(
          cursorPagingQuerySchema,
          { from: '2026-11-01' },
          '/v1/reconciliations',
          'Parâmetro desconhecido',
        ),
      },
    },
  },
  'GET /v1/reconciliations/{date}': {
    operationId: 'getReconciliation',
    summary: 'Consulta a conciliação de um dia',
    description:
      'A conciliação de um dia de São Paulo com os seus itens; 404 quando o dia não foi conciliado.',
    pathParams: dateParam,
    success: {
      status: 200,
      description: 'A conciliação.',
      json: {
        schema: successEnvelope(reconciliationResponseSchema),
        component: 'ReconciliationResponse',
        examples: { run: example('Um Pix com aviso perdido', envelope(reconciliationView(run))) },
      },
    },
  },
  'POST /v1/reconciliations/{date}/run': {
    operationId: 'runReconciliation',
    summary: 'Concilia um dia agora',
    description: `Concilia de novo um dos últimos ${MAX_RUN_AGE_DAYS} dias de São Paulo (hoje incluído) com o PSP: lista os Pix recebidos no dia (\`GET /pix\` da API Pix, com margem nas pontas) e compara com o extrato. Um Pix de uma cobrança ainda pendente a liquida como o aviso teria feito; um Pix sem cobrança vira um lançamento PIX_RECEIVED sem cobrança (\`pix.received\`); um pagamento que o PSP não lista é uma divergência (nada é desfeito); cada devolução listada é casada com o estorno pelo id, e uma devolução pelo MED que o lojista não pediu é registrada como estorno de origem MED. Sem nada novo, responde a mesma conciliação e não emite evento; com algo novo, grava e emite \`reconciliation.completed\` na mesma transação. No ambiente \`test\` compara com o registro do próprio sandbox: MATCHED.`,
    pathParams: dateParam,
    success: {
      status: 200,
      description: 'A conciliação do dia.',
      json: {
        schema: successEnvelope(reconciliationResponseSchema),
        component: 'ReconciliationResponse',
        examples: { matched: example('Dia conciliado', envelope(reconciliationView(matched))) },
      },
    },
    errors: {
      400: {
        outOfRange: errorExample(
          'Dia fora dos últimos 90',
          outOfRange(),
          '/v1/reconciliations/2020-01-01/run',
        ),
      },
    },
  },
} satisfies Record<RouteKeyOf<typeof reconciliationRoutes>, OperationSpec>;
