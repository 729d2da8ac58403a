import * as z from 'zod';
import { CUSTOMER_STATUSES, EMAIL_MAX, NAME_MAX } from './customer.domain.js';

/** What `customerView` returns, as a schema: the OpenAPI document and the contract tests read it. */
export const customerResponseSchema = z.strictObject({
  id: z.uuid().meta({ description: 'Identificador público; serve como `customerId` em `POST /checkouts`.' }),
  name: z
    .string()
    .min(1)
    .max(NAME_MAX)
    .meta({ description: 'Nome normalizado (espaços aparados e colapsados, Unicode NFC).' }),
  email: z.string().max(EMAIL_MAX).nullable().meta({ description: 'E-mail em minúsculas.' }),
  document: z
    .string()
    .max(14)
    .regex(/^[0-9A-Z]{11,14}$/)
    .nullable()
    .meta({ description: 'CPF (11 dígitos) ou CNPJ (14 caracteres), sem formatação.' }),
  phone: z
    .string()
    .max(13)
    .regex(/^\d{10,13}$/)
    .nullable()
    .meta({ description: 'Telefone, só dígitos.' }),
  status: z.enum(CUSTOMER_STATUSES),
  created_at: z.iso.datetime().meta({ description: 'Criação, em UTC.' }),
  updated_at: z.iso.datetime().meta({ description: 'Última alteração, em UTC.' }),
});
