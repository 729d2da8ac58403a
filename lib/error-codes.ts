/**
 * Every `error.code` (and `fields[].code`) the API answers with, and what it means. Clients
 * branch on these; the OpenAPI document and docs/error-codes.md list them from here. Codes are stable:
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
  service_unavailable: 'Banco de dados ou provedor indisponível; nada foi gravado, tente de novo (503).',
  write_outcome_unknown:
    'O banco de dados falhou depois de uma gravação que pode ter acontecido; repita com a mesma Idempotency-Key (503).',
  value_taken: 'Um valor único já pertence a outro item (400).',
  // Field codes (`fields[].code`), any route
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
  // Coupons, customers, products
  code_taken: 'Já existe um cupom com este código.',
  external_id_taken: 'Já existe um produto com este externalId.',
  percentage_out_of_range:
    'Cupom PERCENTAGE com valor fora de 1 a 100 (422; 400 se só o cupom gravado revela).',
  max_uses_out_of_range: 'max_uses diferente de -1 e menor que 1.',
  max_uses_below_used: 'max_uses abaixo dos usos já registrados (400).',
  expires_before_starts: 'expires_at não é posterior a starts_at (422; 400 se só o cupom gravado revela).',
  invalid_document: 'CPF ou CNPJ inválido.',
  invalid_phone: 'Telefone sem 10 a 13 dígitos.',
  empty_filter: 'Filtro sem nenhum caractere que possa coincidir (só formatação).',
  // Pix
  pix_key_missing:
    'O lojista não tem chave Pix cadastrada; no ambiente live nenhuma cobrança é criada (400).',
  // Keyset paging (lists with ?cursor=)
  invalid_cursor: 'O cursor não é um nextCursor desta lista, deste lojista e destes filtros (422).',
  page_with_cursor: 'page diferente de 0 junto com cursor (422).',
  // Charges (add below)
  customer_unusable: 'O `customerId` informado não é um cliente ativo do lojista (400).',
  charge_not_pending: 'A cobrança já saiu de PENDING (paga, cancelada ou estornada) (400).',
  charge_expired: 'A cobrança venceu: não pode mais ser paga nem cancelada (400).',
  charge_not_paid: 'Só uma cobrança PAID ou PARTIALLY_REFUNDED pode ser estornada (400).',
  refund_exceeds_remaining: 'O valor do estorno passa do que resta a estornar (400; também em `fields`).',
  refund_window_closed: 'O pagamento tem mais de 90 dias: o Pix não pode mais ser devolvido (400).',
  refund_limit_reached: 'A cobrança já tem o máximo de estornos (400).',
  charge_in_checkout: 'A cobrança pertence a um checkout: cancele pelo checkout (400).',
  checkout_not_payable: 'O checkout da cobrança não aceita mais pagamento (400).',
  pix_provider_unavailable: 'Nenhum provedor Pix configurado neste ambiente (503).',
  expires_in_with_due_date:
    '`expiresIn` junto com `dueDate`: uma cobrança com vencimento não expira em segundos.',
  due_date_required: 'Campo de cobrança com vencimento (`fine`, `interest`…) sem `dueDate`.',
  due_date_in_past: '`dueDate` anterior a hoje (fuso do negócio).',
  due_date_too_far: '`dueDate` além do limite de dias a partir de hoje.',
  not_below_amount: 'Desconto ou abatimento igual ou maior que o valor da cobrança (ou que 100%).',
  discount_after_due_date: 'Data de desconto depois de `dueDate`.',
  discount_order: 'Datas de desconto repetidas, ou desconto que cresce com a data.',
  customer_without_document: 'Cobrança com vencimento para um cliente sem CPF/CNPJ (400).',
  not_due_date_charge: 'A rota só vale para cobranças com vencimento (400).',
  date_not_payable: 'A data não é um dia em que a cobrança pode ser paga: de hoje ao último dia (400).',
  charge_in_subscription: 'A cobrança autoriza uma assinatura: cancele pela assinatura (400).',
  amount_due_above_maximum:
    'Com a multa e os juros, o valor devido passaria do máximo de uma cobrança (R$ 1.000.000,00) até o último dia de pagamento (422).',
  // Checkouts (add below)
  product_unusable: 'Um item cita um produto desconhecido, removido, inativo ou de outro lojista (400).',
  coupon_unknown:
    'Nenhum cupom do lojista tem este código (400); na página de pagamento, também um cupom inativo ou ainda não válido.',
  coupon_inactive: 'O cupom está inativo (400).',
  coupon_not_started: 'O cupom ainda não começou a valer (400).',
  coupon_expired: 'O cupom já expirou (400).',
  coupon_exhausted:
    'O cupom não tem mais usos: usados mais reservados por checkouts abertos chegaram a max_uses (400).',
  checkout_total_below_minimum: 'Com o desconto, o total fica abaixo de R$ 1,00 (400).',
  checkout_total_too_large: 'O total passa do máximo de uma cobrança Pix (400).',
  checkout_not_open: 'O checkout já foi pago, expirou ou foi cancelado (400).',
  max_uses_below_claimed:
    'max_uses abaixo dos usos registrados mais os reservados por checkouts abertos (400).',
  coupon_not_allowed: 'A página deste checkout não aceita cupom (400).',
  coupon_already_applied: 'O checkout já tem um cupom (400).',
  too_many_coupon_attempts: 'Códigos de cupom recusados demais neste checkout (429).',
  // Subscriptions (add below)
  start_date_too_soon: '`startDate` a menos de 3 dias de hoje (fuso do negócio).',
  end_date_before_start: '`endDate` não é posterior a `startDate`.',
  start_date_too_far: '`startDate` a mais de 1826 dias (5 anos) de hoje.',
  end_date_too_far: '`endDate` a mais de 36525 dias (100 anos) de hoje.',
  subscription_not_pending: 'A assinatura não aguarda mais autorização (400).',
  subscription_not_active: 'A assinatura não está ACTIVE (400).',
  subscription_ended: 'A assinatura já terminou: REJECTED, EXPIRED, CANCELLED ou COMPLETED (400).',
  // Webhooks (add below)
  webhook_endpoint_limit: 'O lojista já tem 16 endpoints de webhook (400).',
  invalid_url: 'A URL do endpoint não é uma URL http ou https válida (campo `url`).',
  https_required:
    'A URL do endpoint deve usar https; só o servidor local (`npm start`) aceita http (campo `url`).',
  url_not_allowed:
    'A URL do endpoint resolve para um endereço privado, local, CGNAT, de metadados ou reservado (campo `url`).',
  url_unresolvable: 'O nome do servidor da URL do endpoint não foi encontrado (campo `url`).',
  // Idempotency (add below)
  invalid_idempotency_key:
    'O cabeçalho Idempotency-Key não tem de 1 a 255 caracteres ASCII imprimíveis (422).',
  idempotency_key_reused: 'A Idempotency-Key já foi usada com outro caminho ou outro corpo (422).',
  idempotency_in_progress: 'A primeira requisição com esta Idempotency-Key ainda está em andamento (409).',
  idempotency_response_lost:
    'A operação desta Idempotency-Key foi feita, mas sua resposta não pode mais ser dada (em geral porque o recurso que ela criou ou alterou foi removido depois); não será repetida (409).',
  // PSP (live Pix)
  psp_request_refused:
    'O PSP recusou a operação (configuração da integração API Pix); nada foi gravado (503).',
} as const;

export type ErrorCode = keyof typeof errorCodes;
