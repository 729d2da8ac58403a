/**
 * The error envelope (`lib/http/responses.ts`) as zod schemas for the OpenAPI document: its `code`
 * enumerates the whole catalogue (`lib/api/error-codes.ts`) with each code's meaning.
 */
import * as z from 'zod';
import type { ErrorCode } from '../error-codes.js';
import { errorCodes } from './error-codes.js';

const codes = Object.keys(errorCodes) as [ErrorCode, ...ErrorCode[]];

/** Every code with its meaning, as the document's description lists them. */
const codeList = codes.map((code) => `- \`${code}\`: ${errorCodes[code]}`).join('\n');

export const fieldErrorSchema = z.strictObject({
  field: z.string().meta({ description: 'A propriedade como foi enviada (`max_uses`, `page`), ou `body`.' }),
  message: z.string().meta({ description: 'O problema, em português.' }),
  code: z.enum(codes).meta({
    description:
      'A causa do problema deste campo, estável e legível por máquina (snake_case, em inglês): `required`, `too_small`, `control_character`… (a lista completa está em `error.code`).',
  }),
  suggestion: z.string().max(100).optional().meta({
    description:
      'Só com `unknown_property`, quando há uma parecida: a propriedade conhecida que o cliente provavelmente quis enviar (`expiresIn` para `expires_in`, `max_uses` para `maxUses`, ou uma grafia próxima).',
  }),
});

export const errorSchema = z.strictObject({
  timestamp: z.iso.datetime().meta({ description: 'Quando o erro aconteceu (RFC 3339, UTC).' }),
  status: z.int().min(400).max(599).meta({ description: 'O mesmo código HTTP da resposta.' }),
  code: z.enum(codes).meta({
    description: `A causa do erro, estável e legível por máquina (snake_case, em inglês): decida por ela, não pela mensagem. Um código nunca muda de sentido; uma causa nova ganha um código novo.\n\n${codeList}`,
  }),
  message: z.string().meta({ description: 'Mensagem legível, em português.' }),
  path: z.string().meta({ description: 'O caminho da requisição como enviado, com `/v1`.' }),
  fields: z
    .array(fieldErrorSchema)
    .nullable()
    .meta({ description: 'Problemas por campo (todos de uma vez); null quando o erro não é de um campo.' }),
});

export const errorEnvelopeSchema = z.strictObject({
  data: z.null(),
  success: z.literal(false),
  error: errorSchema,
});
