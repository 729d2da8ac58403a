import { noticeResultSchema, recurrenceNoticeResultSchema } from './pix-notice.domain.js';
import { cobrNoticeSchema, pixNoticeSchema, recNoticeSchema } from '../pix/notices.js';
import type { RouteKeyOf } from '../http/route.js';
import type { pspRoutes } from './psp.routes.js';
import { envelope, example, valid } from '../openapi/examples.js';
import { successEnvelope } from '../openapi/schemas.js';
import { invalidBody, type OperationSpec } from '../openapi/operation.js';

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

const REC_ID = 'RR9999999920261126abcdefghijk';
const recNotice = valid(recNoticeSchema, {
  recs: [
    {
      idRec: REC_ID,
      status: 'CANCELADA',
      atualizacao: [{ status: 'CANCELADA', data: '2026-11-26T13:04:05.123Z' }],
    },
  ],
});
const cobrNotice = valid(cobrNoticeSchema, {
  cobsr: [
    {
      idRec: REC_ID,
      txid: '3f1c0d9a8b7e6f5a4c3b2a1908f7e6d5',
      status: 'CONCLUIDA',
      atualizacao: [{ status: 'CONCLUIDA', data: '2026-12-10T09:00:00.000Z' }],
    },
  ],
});
const secretParam = (example: string) => ({
  secret: {
    description: 'Segredo do caminho registrado no PSP (32 a 128 caracteres `A-Z a-z 0-9 _ -`).',
    schema: { type: 'string', minLength: 32, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' },
    example,
  },
});
const recurrenceSuccess = (description: string, applied: number) => ({
  status: 200 as const,
  description,
  json: {
    schema: successEnvelope(recurrenceNoticeResultSchema),
    examples: {
      applied: example(
        'Confirmada no PSP e aplicada',
        envelope(valid(recurrenceNoticeResultSchema, { received: 1, applied, ignored: 1 - applied })),
      ),
    },
  },
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
    pathParams: secretParam(SECRET),
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
  'POST /v1/psp/pix-webhook/{secret}/rec': {
    operationId: 'receiveRecNotice',
    summary: 'Recebe as notificações de recorrências do PSP (Pix Automático)',
    description:
      'Chamada pelo PSP (callback `rec` da API Pix: `PUT /webhookrec` registra `…/pix-webhook/{secret}` e o ' +
      'PSP acrescenta `/rec`). Só existe com o provedor `api-pix`; um `secret` errado é 404. Cada `idRec` é ' +
      'confirmado no PSP (`GET /rec/{idRec}`) antes de mudar algo: `REJEITADA` recusa a assinatura que ' +
      'aguarda o pagador (`REJECTED`) ou cancela a ativa (`CANCELLED` por `PAYER`); `CANCELADA` pelo ' +
      'pagador ou seu PSP cancela por `PAYER`. A aprovação não muda nada aqui: o pagamento da cobrança da ' +
      'autorização ativa a assinatura. Repetidas não mudam nada; 503 quando o PSP não confirma agora.',
    pathParams: secretParam(SECRET),
    body: {
      schema: recNoticeSchema,
      component: 'RecNotice',
      properties: {
        recs: 'Recorrências (`RecNotification`): só `idRec` é lido; o resto é aceito e ignorado.',
      },
      examples: { notice: example('Uma recorrência cancelada', recNotice) },
    },
    success: recurrenceSuccess('Notificação aceita; quantas recorrências mudaram uma assinatura.', 1),
    errors: {
      422: {
        invalid: invalidBody(
          recNoticeSchema,
          { recs: [] },
          `/v1/psp/pix-webhook/${SECRET}/rec`,
          'Sem recorrências',
        ),
      },
    },
  },
  'POST /v1/psp/pix-webhook/{secret}/cobr': {
    operationId: 'receiveCobrNotice',
    summary: 'Recebe as notificações de cobranças recorrentes do PSP (Pix Automático)',
    description:
      'Chamada pelo PSP (callback `cobr` da API Pix: `PUT /webhookcobr` registra `…/pix-webhook/{secret}` e ' +
      'o PSP acrescenta `/cobr`). Só existe com o provedor `api-pix`; um `secret` errado é 404. Cada `txid` ' +
      'é confirmado no PSP (`GET /cobr/{txid}`): cada tentativa paga ou rejeitada que o ciclo ainda não ' +
      'tem é registrada em ordem (`subscription.cycle.paid`, `.retrying`, `.failed`); uma rejeição com ' +
      'retentativa permitida deixa o pedido de retentativa para a varredura. Repetidas não mudam nada; 503 ' +
      'quando o PSP não confirma agora.',
    pathParams: secretParam(SECRET),
    body: {
      schema: cobrNoticeSchema,
      component: 'CobrNotice',
      properties: {
        cobsr:
          'Cobranças recorrentes (`CobRNotification`): só `idRec` e `txid` são lidos; o resto é aceito e ignorado.',
      },
      examples: { notice: example('Um ciclo pago', cobrNotice) },
    },
    success: recurrenceSuccess('Notificação aceita; quantos ciclos mudaram.', 1),
    errors: {
      422: {
        invalid: invalidBody(
          cobrNoticeSchema,
          { cobsr: [] },
          `/v1/psp/pix-webhook/${SECRET}/cobr`,
          'Sem cobranças',
        ),
      },
    },
  },
} satisfies Record<RouteKeyOf<typeof pspRoutes>, OperationSpec>;
