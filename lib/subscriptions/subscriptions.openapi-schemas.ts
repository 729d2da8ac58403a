import * as z from 'zod';
import {
  CYCLE_STATUSES,
  INTERVALS,
  RETRY_DAYS_AFTER_DUE,
  RETRY_POLICIES,
  SUBSCRIPTION_STATUSES,
} from './subscription.domain.js';
import {
  MAX_SUBSCRIPTION_CENTS,
  MIN_SUBSCRIPTION_CENTS,
  SUBSCRIPTION_DESCRIPTION_MAX,
} from './subscription-request.domain.js';
import { BR_CODE_MAX, qrCodeSchema } from '../charges/charges.openapi-schemas.js';
import { metadataResponseSchema, PAGE_LINK_MAX } from '../openapi/responses.js';

const nullableTime = (description: string) => z.iso.datetime().nullable().meta({ description });
const reais = z
  .number()
  .min(MIN_SUBSCRIPTION_CENTS / 100)
  .max(MAX_SUBSCRIPTION_CENTS / 100)
  .meta({ description: 'Valor de cada ciclo, em reais.' });

const authorizationShape = {
  brCode: z.string().min(1).max(BR_CODE_MAX).meta({
    description:
      'O BR Code "copia e cola" da autorização (jornada 3): pagá-lo paga o primeiro ciclo e autoriza os demais.',
  }),
  url: z.url().max(PAGE_LINK_MAX).nullable().meta({
    description:
      'A página hospedada onde o pagador autoriza (a página da cobrança da autorização). Null nos eventos (ficam guardados, e o link é a credencial do pagador).',
  }),
  expiresAt: z.iso
    .datetime()
    .meta({ description: 'Até quando o pagador pode autorizar (24 horas), em UTC.' }),
};

const subscriptionShape = {
  id: z.uuid().meta({ description: 'Identificador público da assinatura.' }),
  status: z.enum(SUBSCRIPTION_STATUSES).meta({
    description:
      '`PENDING_AUTHORIZATION` aguarda o pagador; `ACTIVE` autorizada; `REJECTED` recusada pelo pagador; `EXPIRED` não autorizada em 24 horas (a partir de `authorization.expiresAt`, também antes da varredura gravar); `CANCELLED` cancelada pelo lojista ou pelo pagador; `COMPLETED` terminou depois do ciclo de `endDate`.',
  }),
  customerId: z.uuid().meta({ description: 'O cliente pagador.' }),
  amount: reais,
  interval: z.enum(INTERVALS).meta({ description: 'A periodicidade (`periodicidade` da API Pix).' }),
  startDate: z.iso
    .date()
    .meta({ description: 'Vencimento do primeiro ciclo (AAAA-MM-DD, fuso do negócio).' }),
  endDate: z.iso.date().nullable().meta({ description: 'Último dia com vencimento; null sem fim.' }),
  description: z
    .string()
    .min(1)
    .max(SUBSCRIPTION_DESCRIPTION_MAX)
    .meta({ description: 'O que o pagador vê no banco (`objeto`).' }),
  retryPolicy: z.enum(RETRY_POLICIES).meta({
    description:
      '`THREE_IN_SEVEN_DAYS`: um débito recusado é tentado de novo até 3 vezes em 7 dias; `NONE`: não.',
  }),
  nextDueDate: z.iso.date().nullable().meta({
    description:
      'O próximo vencimento: o de `startDate` enquanto aguarda autorização, depois o do próximo ciclo; null quando não há mais ou a assinatura terminou.',
  }),
  activatedAt: nullableTime('Autorização, em UTC; null se não autorizada.'),
  cancelledAt: nullableTime('Cancelamento, em UTC; null se não cancelada.'),
  cancelledBy: z
    .enum(['MERCHANT', 'PAYER'])
    .nullable()
    .meta({ description: 'Quem cancelou: o lojista (API) ou o pagador (no banco); null se não cancelada.' }),
  metadata: metadataResponseSchema,
  createdAt: z.iso.datetime().meta({ description: 'Criação, em UTC.' }),
  updatedAt: z.iso.datetime().meta({
    description: 'Última mudança, em UTC (de uma assinatura expirada: o seu `authorization.expiresAt`).',
  }),
};

/** What list items and the `data` of `subscription.*` events show: no QR image. */
export const subscriptionListItemSchema = z.strictObject({
  ...subscriptionShape,
  authorization: z
    .strictObject(authorizationShape)
    .meta({ description: 'A autorização pelo pagador (jornada 3), sem a imagem do QR code.' }),
});

/** What one-resource answers show. */
export const subscriptionResponseSchema = z.strictObject({
  ...subscriptionShape,
  authorization: z
    .strictObject({ ...authorizationShape, qrCode: qrCodeSchema })
    .meta({ description: 'A autorização pelo pagador (jornada 3): código, QR code, página e prazo.' }),
});

export const cycleResponseSchema = z.strictObject({
  id: z
    .string()
    .length(32)
    .regex(/^[a-f0-9]{32}$/)
    .meta({
      description: 'Identificador do ciclo: o seu txid (`cobr`), um por vencimento da assinatura.',
    }),
  subscriptionId: z.uuid().meta({ description: 'A assinatura.' }),
  index: z.int().min(0).meta({ description: 'Número do ciclo, a partir de 0 (o de `startDate`).' }),
  dueDate: z.iso.date().meta({ description: 'Vencimento (AAAA-MM-DD, fuso do negócio).' }),
  amount: reais,
  status: z.enum(CYCLE_STATUSES).meta({
    description:
      '`SCHEDULED` enviado ao banco do pagador; `RETRYING` recusado, será tentado de novo em `nextAttemptDate`; `PAID` pago; `FAILED` recusado sem mais tentativas (a assinatura segue `ACTIVE`); `CANCELLED` a assinatura terminou antes (em `live`, um débito já em curso que o PSP confirma depois o torna `PAID`: o dinheiro entrou).',
  }),
  attempts: z
    .array(
      z.strictObject({
        date: z.iso.date().meta({ description: 'Dia da tentativa.' }),
        outcome: z.enum(['PAID', 'REFUSED']).meta({ description: 'Pago ou recusado.' }),
        reason: z.string().nullable().meta({
          description:
            'O código da recusa como o banco deu (no sandbox, `AM04`: saldo insuficiente); `NOT_SENT` quando o PSP recusou o envio do ciclo (nenhum débito foi tentado).',
        }),
      }),
    )
    // The first try and the policy's retries; a debit the PSP confirms after a cancellation is
    // one of those (a cycle is cancelled only while it may still be tried).
    .max(1 + RETRY_DAYS_AFTER_DUE.length)
    .meta({ description: 'As tentativas de débito, na ordem.' }),
  nextAttemptDate: z.iso
    .date()
    .nullable()
    .meta({ description: 'Enquanto `RETRYING`: o dia da próxima tentativa.' }),
  paidAt: nullableTime('Pagamento, em UTC; null se não pago.'),
  chargeId: z.uuid().nullable().meta({
    description: 'A cobrança que pagou o ciclo: a da autorização no ciclo 0; null nos demais.',
  }),
  createdAt: z.iso.datetime().meta({ description: 'Envio ao banco do pagador, em UTC.' }),
  updatedAt: z.iso.datetime().meta({ description: 'Última mudança, em UTC.' }),
});
