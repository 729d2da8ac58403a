/**
 * Every `error.code` (and `fields[].code`) the API answers with, and what it means. Clients
 * branch on these; the OpenAPI document and the README list them from here. Codes are stable:
 * a new cause gets a new code, an existing one never changes meaning.
 */
export const errorCodes = {
  // General (any route)
  invalid_request: 'Um ou mais campos são inválidos (422); `fields` traz o código de cada problema.',
  invalid_state: 'A requisição conflita com o estado guardado (400).',
  malformed_json: 'O corpo não é JSON válido (400).',
  body_not_object: 'O corpo não é um objeto JSON (400).',
  body_required: 'O corpo é obrigatório nesta rota (400).',
  unauthorized: 'Chave ausente, inválida, revogada, expirada ou de outro ambiente (401).',
  forbidden: 'A chave não tem a permissão que a rota exige (403).',
  resource_missing: 'Recurso desconhecido, removido ou de outro lojista (404).',
  route_not_found: 'Rota desconhecida (404).',
  conflict: 'Outra requisição igual ainda está em andamento (409).',
  payload_too_large: 'Corpo acima do limite (413).',
  unsupported_media_type: 'Content-Type diferente de JSON (415).',
  rate_limited: 'Tentativas demais (429).',
  internal_error: 'Falha interna (500).',
  service_unavailable: 'Banco de dados ou provedor indisponível; tente de novo (503).',
  // Coupons, customers, products
  code_taken: 'Já existe um cupom com este código.',
  external_id_taken: 'Já existe um produto com este externalId.',
  // Charges (add below)
  // Checkouts (add below)
  // Webhooks (add below)
  webhook_endpoint_limit: 'O lojista já tem 16 endpoints de webhook (400).',
  invalid_url: 'A URL do endpoint não é uma URL http ou https válida (campo `url`).',
  https_required: 'Em `live`, a URL do endpoint deve usar https (campo `url`).',
  url_not_allowed:
    'A URL do endpoint resolve para um endereço privado, local, CGNAT, de metadados ou reservado (campo `url`).',
  url_unresolvable: 'O nome do servidor da URL do endpoint não foi encontrado (campo `url`).',
  // Idempotency (add below)
} as const;

export type ErrorCode = keyof typeof errorCodes;
