import * as z from 'zod';
import {
  DESCRIPTION_MAX,
  EXTERNAL_ID_MAX,
  MIN_PRICE_CENTS,
  NAME_MAX,
  PRODUCT_STATUSES,
} from './product.domain.js';

/** What `productView` returns, as a schema: the OpenAPI document and the contract tests read it. */
export const productResponseSchema = z.strictObject({
  id: z.uuid().meta({ description: 'Identificador público do produto.' }),
  name: z.string().min(1).max(NAME_MAX).meta({ description: 'Nome (Unicode NFC, sem espaços nas pontas).' }),
  description: z
    .string()
    .min(1)
    .max(DESCRIPTION_MAX)
    .nullable()
    .meta({ description: 'Descrição; null quando não informada.' }),
  price: z
    .number()
    .min(MIN_PRICE_CENTS / 100)
    .meta({ description: 'Preço em reais (1990 centavos -> 19.9).' }),
  status: z.enum(PRODUCT_STATUSES),
  externalId: z
    .string()
    .min(1)
    .max(EXTERNAL_ID_MAX)
    .nullable()
    .meta({ description: 'Identificador da integração, como enviado; não muda depois da criação.' }),
  createdAt: z.iso.datetime().meta({ description: 'Criação, em UTC.' }),
  updatedAt: z.iso.datetime().meta({ description: 'Última alteração, em UTC.' }),
});
