import * as z from 'zod';
import {
  CODE_MAX,
  COUPON_AVAILABILITIES,
  COUPON_STATUSES,
  COUPON_TYPES,
  MAX_USES_LIMIT,
} from './coupon.domain.js';

/** What `couponView` returns, as a schema: the OpenAPI document and the contract tests read it. */
export const couponResponseSchema = z.strictObject({
  id: z.uuid().meta({ description: 'Identificador público do cupom.' }),
  code: z
    .string()
    .min(1)
    .max(CODE_MAX)
    .meta({ description: 'Código, sem espaços nas pontas e em maiúsculas.' }),
  type: z.enum(COUPON_TYPES),
  value: z.number().positive().meta({
    description:
      'PERCENTAGE: percentual inteiro de 1 a 100. FIXED_AMOUNT: desconto em reais (1990 centavos -> 19.9).',
  }),
  max_uses: z
    .int()
    .min(1)
    .max(MAX_USES_LIMIT)
    .nullable()
    .meta({ description: 'Limite de usos; null é ilimitado.' }),
  used_count: z.int().min(0).meta({ description: 'Usos registrados; começa em 0.' }),
  starts_at: z.iso
    .datetime({ offset: true })
    .nullable()
    .meta({ description: 'Início da validade, com o deslocamento do fuso do negócio.' }),
  expires_at: z.iso
    .datetime({ offset: true })
    .nullable()
    .meta({ description: 'Fim da validade, com o deslocamento do fuso do negócio.' }),
  status: z.enum(COUPON_STATUSES).meta({
    description:
      'O que o lojista escolheu: `ACTIVE` ou `INACTIVE`. Se o cupom pode ser usado agora está em `availability`.',
  }),
  availability: z.enum(COUPON_AVAILABILITIES).meta({
    description:
      'Somente leitura, calculado no momento da resposta: `AVAILABLE` (pode ser usado agora), `INACTIVE` (`status` é `INACTIVE`), `NOT_YET_VALID` (antes de `starts_at`), `EXPIRED` (depois de `expires_at`) ou `EXHAUSTED` (`max_uses` atingido, contando os usos reservados por checkouts abertos). Quando mais de uma vale, a primeira nesta ordem: `INACTIVE`, `NOT_YET_VALID`, `EXPIRED`, `EXHAUSTED`.',
  }),
  created_at: z.iso.datetime().meta({ description: 'Criação, em UTC.' }),
  updated_at: z.iso.datetime().meta({ description: 'Última alteração, em UTC.' }),
});
