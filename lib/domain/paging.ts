import * as z from 'zod';
import { messages } from '../messages.js';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

const integerParam = (min: number, message: string) =>
  z
    .string({ error: message })
    .regex(/^-?\d{1,15}$/, { error: message })
    .transform(Number)
    .refine((value) => value >= min, { error: message, params: { code: 'too_small' } });

/** `page` from 0 and `size` from 1; a size over the cap is served as the cap, not rejected. */
export const pagingShape = {
  page: integerParam(0, messages.paging.page).optional().default(0),
  size: integerParam(1, messages.paging.size)
    .optional()
    .transform((size) => Math.min(size ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE)),
};

export const pagingQuerySchema = z.strictObject(pagingShape);

export interface Paging {
  page: number;
  size: number;
}

export interface Page<T> {
  content: T[];
  page: {
    number: number;
    size: number;
    totalElements: number;
    totalPages: number;
    /** Lists with keyset paging (see `lib/domain/cursor.ts`): the next page, null after the last. */
    nextCursor?: string | null;
  };
}

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
  nextCursor: z.string().nullable().optional().meta({
    description:
      'Nas listas com cursor: passe em `?cursor=` para ler a página seguinte (cada item é lido uma vez, qualquer que seja a profundidade). `null` depois da última página. Opaco e assinado: vale só para o mesmo lojista, a mesma lista e os mesmos filtros.',
  }),
});

/** What `pageOf` returns, as a schema, around the schema of one item. */
export const pageResponseSchema = <T extends z.ZodType>(item: T) =>
  z.strictObject({
    content: z.array(item).meta({ description: 'Os itens da página, do mais novo para o mais antigo.' }),
    page: pageMetadataSchema,
  });

export function pageOf<T>(
  content: T[],
  { page, size }: Paging,
  totalElements: number,
  nextCursor?: string | null,
): Page<T> {
  return {
    content,
    page: {
      number: page,
      size,
      totalElements,
      totalPages: Math.ceil(totalElements / size),
      ...(nextCursor === undefined ? {} : { nextCursor }),
    },
  };
}
