/**
 * The error codes every area shares, with what each means: clients branch on `error.code` (and
 * `fields[].code`), never on the Portuguese message. Codes are stable: a new cause gets a new code,
 * an existing one never changes meaning. Each area lists its own in `lib/<area>/<area>.errors.ts`
 * and adds them to `ErrorCodes` below, so `ApiError` takes exactly the codes of the catalogue that
 * `lib/api/error-codes.ts` gathers for the OpenAPI document and docs/error-codes.md.
 */

/** Any route. */
export const generalErrorCodes = {
  invalid_request: 'Um ou mais campos são inválidos (422); `fields` traz o código de cada problema.',
  invalid_state: 'A requisição conflita com o estado guardado (400).',
  malformed_json: 'O corpo não é JSON válido (400).',
  body_not_object: 'O corpo não é um objeto JSON (400).',
  body_required: 'O corpo é obrigatório nesta rota (400).',
  unauthorized: 'Chave ausente, inválida, revogada, expirada ou de outro ambiente (401).',
  forbidden: 'A chave não tem a permissão que a rota exige (403).',
  resource_missing: 'Recurso desconhecido, removido ou de outro lojista (404).',
  route_not_found: 'Rota desconhecida (404).',
  method_not_allowed:
    'Caminho conhecido com um método que ele não aceita; `Allow` lista os que aceita (405).',
  conflict: 'Outra requisição igual ainda está em andamento (409).',
  payload_too_large: 'Corpo acima do limite (413).',
  unsupported_media_type: 'Content-Type diferente de JSON (415).',
  rate_limited: 'Tentativas demais (429).',
  internal_error: 'Falha interna (500).',
  service_unavailable: 'Banco de dados ou provedor indisponível; nada foi gravado, tente de novo (503).',
  write_outcome_unknown:
    'O banco de dados falhou depois de uma gravação que pode ter acontecido; repita com a mesma Idempotency-Key (503).',
  value_taken: 'Um valor único já pertence a outro item (400).',
} as const;

/** Field codes (`fields[].code`), any route. */
export const fieldErrorCodes = {
  required: 'Campo obrigatório ausente.',
  not_null: 'O campo não aceita null.',
  unknown_property: 'Propriedade que a rota não aceita.',
  immutable: 'Propriedade que não pode ser alterada depois da criação.',
  invalid_type: 'Tipo errado (texto no lugar de número, fração onde se espera inteiro de centavos…).',
  too_short: 'Texto mais curto que o mínimo (ou vazio).',
  too_long: 'Texto mais longo que o máximo.',
  too_small: 'Número abaixo do mínimo (valores em dinheiro: em centavos).',
  too_big: 'Número acima do máximo (valores em dinheiro: em centavos).',
  invalid_format: 'Formato inválido (datas: yyyy-MM-dd, yyyy-MM-ddTHH:mm:ss ou RFC 3339 com deslocamento).',
  invalid_date: 'Data inexistente no calendário.',
  invalid_email: 'E-mail inválido.',
  invalid_value: 'Valor fora dos permitidos (enumerações e regras sem código próprio).',
  ill_formed_text: 'Texto com Unicode malformado (surrogate isolado).',
  control_character: 'Texto com caractere de controle (U+0000 a U+001F, U+007F a U+009F).',
  invisible_character:
    'Código de cupom com caractere invisível (largura zero, controle de direção do texto ou outro de formatação) (422).',
  no_values: 'Atualização sem nenhum campo com valor não nulo.',
} as const;

/** A merchant's Pix identity. */
export const pixErrorCodes = {
  pix_key_missing:
    'O lojista não tem chave Pix cadastrada; no ambiente live nenhuma cobrança é criada (400).',
} as const;

/** Keyset paging (lists with `?cursor=`). */
export const pagingErrorCodes = {
  invalid_cursor: 'O cursor não é um nextCursor desta lista, deste lojista e destes filtros (422).',
  page_with_cursor: 'page diferente de 0 junto com cursor (422).',
} as const;

/** The `Idempotency-Key` header (`lib/http/idempotency.ts`). */
export const idempotencyErrorCodes = {
  invalid_idempotency_key:
    'O cabeçalho Idempotency-Key não tem de 1 a 255 caracteres ASCII imprimíveis (422).',
  idempotency_key_reused: 'A Idempotency-Key já foi usada com outro caminho ou outro corpo (422).',
  idempotency_in_progress: 'A primeira requisição com esta Idempotency-Key ainda está em andamento (409).',
  idempotency_response_lost:
    'A operação desta Idempotency-Key foi feita, mas sua resposta não pode mais ser dada (em geral porque o recurso que ela criou ou alterou foi removido depois); não será repetida (409).',
} as const;

/** The PSP of live Pix. */
export const pspErrorCodes = {
  psp_request_refused:
    'O PSP recusou a operação (configuração da integração API Pix); nada foi gravado (503).',
} as const;

/** A group of codes as the catalogue holds it: each code with its description. */
export type CodesOf<Group> = { readonly [Code in keyof Group]: string };

/**
 * Every code the API answers with. Each area's errors file adds its own group by module
 * augmentation (`declare module '../error-codes.js' { interface ErrorCodes extends CodesOf<…> {} }`),
 * so this file names no area and a code outside the catalogue fails to compile.
 */
export interface ErrorCodes extends CodesOf<
  typeof generalErrorCodes &
    typeof fieldErrorCodes &
    typeof pixErrorCodes &
    typeof pagingErrorCodes &
    typeof idempotencyErrorCodes &
    typeof pspErrorCodes
> {}

export type ErrorCode = keyof ErrorCodes & string;
