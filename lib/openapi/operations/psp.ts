import { noticeResultSchema, pixNoticeSchema } from '../../domain/pix-notice.js';
import type { RouteKey } from '../../routes/table.js';
import { envelope, example, valid } from '../examples.js';
import { successEnvelope } from '../schemas.js';
import { invalidBody, type OperationSpec } from './shared.js';

const SECRET = 'Zx8v0c2Q4nJm6Rt1Wq9Ys3Lp5Ak7Hd0E';
const path = `/v1/psp/pix-webhook/${SECRET}/pix`;
const notice = valid(pixNoticeSchema, {
  pix: [
    {
      endToEndId: 'E12345678202611231304abcdef12345',
      txid: 'MP25k3Qf8ZpL2xWm9Rt4Yb7Nc1Vd',
      valor: '19.90',
      horario: '2026-11-23T13:04:05.123Z',
      infoPagador: 'Pedido 42',
    },
  ],
});

export const pspOperations = {
  'POST /v1/psp/pix-webhook/{secret}/pix': {
    operationId: 'receivePixNotice',
    summary: 'Recebe as notificações de Pix do PSP (API Pix)',
    description:
      'Chamada pelo PSP, não pelo lojista (sem chave de API): o callback `listaPix` da API Pix 2.9.0 ' +
      '(`PUT /webhook/{chave}` registra `…/pix-webhook/{secret}` e o PSP acrescenta `/pix`). Só existe ' +
      'quando o provedor Pix é `api-pix`; um `secret` errado é 404, como uma rota inexistente. A ' +
      'notificação não basta: cada Pix é confirmado no PSP (`GET /pix/{e2eid}`), e o `txid` e o valor ' +
      'confirmados decidem. Um Pix confirmado paga a cobrança (`PENDING` → `PAID`, evento `charge.paid`); ' +
      'notificações repetidas ou fora de ordem não mudam nada; um Pix para cobrança cancelada, expirada, ' +
      'já paga ou de outro valor fica registrado para devolução; um `txid` desconhecido é registrado em ' +
      'log e aceito. 503 quando o PSP não confirma agora: o PSP reenvia.',
    pathParams: {
      secret: {
        description: 'Segredo do caminho registrado no PSP (32 a 128 caracteres `A-Z a-z 0-9 _ -`).',
        schema: { type: 'string', minLength: 32, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' },
        example: SECRET,
      },
    },
    body: {
      schema: pixNoticeSchema,
      component: 'PixNotice',
      properties: {
        pix: 'Pix recebidos (schema `Pix` da API Pix): `endToEndId`, `txid`, `valor` ("19.90"), `horario`; demais campos são aceitos e ignorados.',
      },
      examples: { notice: example('Um Pix recebido', notice) },
    },
    success: {
      status: 200,
      description:
        'Notificação aceita; quantos Pix foram liquidados, repetidos, separados para devolução ou ignorados.',
      json: {
        schema: successEnvelope(noticeResultSchema),
        examples: {
          settled: example(
            'Um Pix confirmado e liquidado',
            envelope(
              valid(noticeResultSchema, { received: 1, settled: 1, duplicate: 0, refundDue: 0, ignored: 0 }),
            ),
          ),
        },
      },
    },
    errors: {
      422: {
        invalid: invalidBody(pixNoticeSchema, { pix: [] }, path, 'Notificação sem Pix'),
      },
    },
  },
} satisfies Partial<Record<RouteKey, OperationSpec>>;
