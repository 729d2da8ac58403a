import * as z from 'zod';
import { METADATA_KEY_MAX, METADATA_MAX_KEYS, METADATA_VALUE_MAX } from '../domain/metadata.js';
import { MAX_CURSOR_LENGTH, MAX_PAGE_SIZE } from '../domain/paging.js';

/**
 * A payment page link: the deployment's public origin (`PUBLIC_BASE_URL`, an https origin: a DNS
 * name has at most 253 characters) and `/pay/<43-character token>`, well within 2048 characters.
 */
export const PAGE_LINK_MAX = 2048;

/** The `page` object of every list response. */
export const pageMetadataSchema = z.strictObject({
  number: z.int().min(0).meta({ description: 'Número da página, a partir de 0.' }),
  size: z
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .meta({ description: `Tamanho de página efetivo (no máximo ${MAX_PAGE_SIZE}).` }),
  totalElements: z.int().min(0).meta({ description: 'Total de itens, em todas as páginas.' }),
  totalPages: z.int().min(0).meta({ description: 'Total de páginas.' }),
  nextCursor: z.string().max(MAX_CURSOR_LENGTH).nullable().optional().meta({
    description:
      'Nas listas com cursor: passe em `?cursor=` para ler a página seguinte (cada item é lido uma vez, qualquer que seja a profundidade). `null` depois da última página. Opaco e assinado: vale só para o mesmo lojista, a mesma lista e os mesmos filtros.',
  }),
});

/** What `pageOf` returns, as a schema, around the schema of one item. */
export const pageResponseSchema = <T extends z.ZodType>(item: T) =>
  z.strictObject({
    content: z
      .array(item)
      .max(MAX_PAGE_SIZE)
      .meta({ description: 'Os itens da página, do mais novo para o mais antigo.' }),
    page: pageMetadataSchema,
  });

export const metadataResponseSchema = z
  .record(z.string().min(1).max(METADATA_KEY_MAX), z.string().max(METADATA_VALUE_MAX))
  .meta({
    description: 'Os metadados do lojista, exatamente como enviados (`{}` quando ausentes).',
    maxProperties: METADATA_MAX_KEYS,
  });
