import * as z from 'zod';
import { PIX_KEY_TYPES } from '../domain/pix-key.js';
import { PAYOUT_STATUSES } from './payout.domain.js';

const instant = (description: string) => z.iso.datetime().nullable().meta({ description });

export const payoutResponseSchema = z.strictObject({
  id: z.uuid().meta({ description: 'Identificador do repasse.' }),
  amount: z.number().meta({ description: 'Valor em reais.' }),
  status: z.enum(PAYOUT_STATUSES).meta({
    description:
      'PENDING (criado, o valor já saiu de `available`) → PROCESSING (enviado ao PSP) → PAID (pago) | FAILED (não realizado; o valor volta para `available`).',
  }),
  destination: z
    .strictObject({
      keyType: z.enum(PIX_KEY_TYPES).meta({ description: 'Tipo da chave Pix de repasse.' }),
      key: z.string().max(100).meta({ description: 'A chave mascarada, como os bancos a mostram.' }),
    })
    .meta({ description: 'Para onde o repasse vai: a chave Pix de repasse do lojista.' }),
  endToEndId: z
    .string()
    .max(64)
    .nullable()
    .meta({ description: 'O identificador fim a fim do Pix enviado, quando pago.' }),
  failureCode: z
    .string()
    .max(64)
    .nullable()
    .meta({ description: 'Por que o repasse não foi realizado (só em FAILED).' }),
  createdAt: z.iso.datetime().meta({ description: 'Quando o repasse foi criado, em UTC.' }),
  paidAt: instant('Quando foi pago (PAID), em UTC.'),
  failedAt: instant('Quando falhou (FAILED), em UTC.'),
});
