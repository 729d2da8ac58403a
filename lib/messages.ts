import { chargesMessages } from './messages/charges.js';
import { checkoutsMessages } from './messages/checkouts.js';
import { eventsMessages } from './messages/events.js';
import { idempotencyMessages } from './messages/idempotency.js';
import { paymentPageMessages } from './messages/payment-page.js';
import { pixMessages } from './messages/pix.js';
import { pspMessages } from './messages/psp.js';
import { subscriptionsMessages } from './messages/subscriptions.js';
import { webhooksMessages } from './messages/webhooks.js';

/**
 * The one catalog of user-facing texts (Brazilian Portuguese). Handlers, validators and the error
 * mapper take their wording from here so that a change of tone or a translation happens in one place.
 * The payment areas keep their texts in `messages/<area>.ts`, gathered here under one object.
 */
export const messages = {
  errors: {
    validation: 'Um ou mais campos da requisição são inválidos.',
    malformedJson: 'O corpo da requisição não é um JSON válido.',
    bodyNotObject: 'O corpo da requisição deve ser um objeto JSON.',
    bodyRequired: 'O corpo da requisição é obrigatório.',
    unsupportedMediaType: 'Tipo de conteúdo não suportado; envie Content-Type: application/json.',
    payloadTooLarge: (maxBytes: number) => `O corpo da requisição excede o limite de ${maxBytes} bytes.`,
    notFound: 'Recurso não encontrado.',
    routeNotFound: 'Rota não encontrada.',
    unauthorized: 'Chave de API ausente, inválida, revogada ou expirada.',
    forbidden: 'A chave de API não tem permissão para esta operação.',
    forbiddenNeeds: (permission: string) =>
      `A chave de API não tem permissão para esta operação: ela exige uma chave ${permission}.`,
    bearerScheme: 'Esquema de autenticação não aceito: envie Authorization: ApiKey <chave> (não Bearer).',
    internal: 'Erro interno. Tente novamente mais tarde.',
    unavailable: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
    writeOutcomeUnknown:
      'O banco de dados não confirmou a gravação, que pode ter acontecido. Para repetir sem risco de duplicar, reenvie com o mesmo cabeçalho Idempotency-Key; sem ele, consulte o recurso antes de repetir.',
  },
  /** The 429s of the rate limits (`docs/rules/rate-limits.md`); each names when to try again. */
  limits: {
    key: (seconds: number) => `Requisições demais para esta chave de API. Tente novamente em ${seconds} s.`,
    authFailures: (seconds: number) =>
      `Tentativas de autenticação recusadas demais a partir deste endereço. Tente novamente em ${seconds} s.`,
    pagePolls: (seconds: number) =>
      `Consultas demais a esta página de pagamento. Tente novamente em ${seconds} s.`,
    couponTries: (seconds: number) =>
      `Cupons recusados demais a partir deste endereço. Tente novamente em ${seconds} s.`,
  },
  fields: {
    required: 'é obrigatório',
    notNull: 'não pode ser nulo',
    unknownProperty: 'propriedade não permitida',
    mustBeString: 'deve ser um texto',
    mustBeInteger: 'deve ser um número inteiro',
    mustBeBoolean: 'deve ser verdadeiro ou falso',
    mustBeObject: 'deve ser um objeto',
    invalidType: 'tipo inválido',
    minLength: (n: number) => (n === 1 ? 'não pode ser vazio' : `deve ter no mínimo ${n} caracteres`),
    maxLength: (n: number) => `deve ter no máximo ${n} caracteres`,
    min: (n: number | bigint) => `deve ser maior ou igual a ${n}`,
    max: (n: number | bigint) => `deve ser menor ou igual a ${n}`,
    oneOf: (values: readonly unknown[]) => `deve ser um dos valores: ${values.join(', ')}`,
    invalidFormat: 'formato inválido',
    invalidEmail: 'deve ser um e-mail válido',
    invalidValue: 'valor inválido',
    cents: 'deve ser um número inteiro em centavos (R$ 19,90 se envia como 1990)',
    minCents: (n: number, reais: string) =>
      `deve ser de no mínimo ${n} centavos (${reais}); envie em centavos`,
    maxCents: (n: number, reais: string) =>
      `deve ser de no máximo ${n} centavos (${reais}); envie em centavos`,
    illFormedText: 'contém caracteres Unicode inválidos',
    controlCharacter: 'não pode conter caracteres de controle (U+0000 a U+001F, U+007F a U+009F)',
    invisibleCharacter: 'não pode conter caracteres invisíveis (largura zero, direção do texto, formatação)',
    localDateTime:
      'deve estar no formato yyyy-MM-dd, yyyy-MM-ddTHH:mm:ss (fuso do negócio) ou RFC 3339 com Z ou deslocamento',
    invalidDate: 'data inexistente no calendário',
    atLeastOneValue: 'informe ao menos um campo com valor não nulo',
  },
  paging: {
    page: 'deve ser um número inteiro maior ou igual a 0',
    size: 'deve ser um número inteiro maior ou igual a 1',
    filter: 'filtro inválido',
    cursor: 'cursor inválido: use o nextCursor recebido, com os mesmos filtros',
    pageWithCursor: 'deve ser 0 (ou omitido) quando cursor é informado',
  },
  coupons: {
    percentageRange: 'para o tipo PERCENTAGE deve ser um inteiro de 1 a 100',
    valueRange: (max: number, reais: string) =>
      `deve ser um inteiro de 1 a 100 para PERCENTAGE, ou de 1 a ${max} centavos (${reais}) para FIXED_AMOUNT; FIXED_AMOUNT se envia em centavos`,
    maxUsesRange: 'deve ser -1 (ilimitado) ou um inteiro maior ou igual a 1',
    expiresBeforeStarts: 'deve ser posterior a starts_at',
    duplicateCode: 'Já existe um cupom com este código.',
    mergedPercentageRange:
      'O valor do cupom do tipo PERCENTAGE deve ser um inteiro de 1 a 100; ajuste value junto com type.',
    mergedPeriod: 'A data de expiração (expires_at) deve ser posterior à data de início (starts_at).',
    maxUsesBelowUsed: 'O limite de usos (max_uses) não pode ser menor que o número de usos já registrados.',
  },
  customers: {
    invalidDocument: 'deve ser um CPF ou CNPJ válido',
    invalidPhone: 'deve ter de 10 a 13 dígitos',
    documentFilterEmpty: 'deve conter ao menos uma letra ou um dígito',
    phoneFilterEmpty: 'deve conter ao menos um dígito',
  },
  products: {
    duplicateExternalId: 'Já existe um produto com este externalId.',
    externalIdImmutable: 'não pode ser alterado após a criação',
  },
  charges: chargesMessages,
  checkouts: checkoutsMessages,
  paymentPage: paymentPageMessages,
  events: eventsMessages,
  webhooks: webhooksMessages,
  idempotency: idempotencyMessages,
  pix: pixMessages,
  psp: pspMessages,
  subscriptions: subscriptionsMessages,
} as const;
