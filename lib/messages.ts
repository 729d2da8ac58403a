/**
 * The user-facing texts (Brazilian Portuguese) that every area shares: the error mapper's, the
 * validators', the limits', and those of the shared layers (metadata, Pix keys, the PSP). Each area
 * keeps its own texts in `lib/<area>/<area>.messages.ts`, so a change of tone or a translation
 * happens in those files and this one.
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
    methodNotAllowed: (methods: readonly string[]) =>
      `Método não aceito neste caminho; ele aceita ${methods.join(', ')}.`,
    unauthorized: 'Chave de API ausente, inválida, revogada ou expirada.',
    forbidden: 'A chave de API não tem permissão para esta operação.',
    forbiddenNeeds: (permission: string) =>
      `A chave de API não tem permissão para esta operação: ela exige uma chave ${permission}.`,
    bearerScheme: 'Esquema de autenticação não aceito: envie Authorization: ApiKey <chave> (não Bearer).',
    bareKey: 'Falta o esquema de autenticação: envie Authorization: ApiKey <chave>.',
    xApiKey: 'X-Api-Key não é lido: envie a chave em Authorization: ApiKey <chave>.',
    otherEnvironment: (keyEnvironment: string, environment: string, expected: string) =>
      `Chave de API ${keyEnvironment} enviada a um servidor ${environment}: use uma chave que comece com ${expected}.`,
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
    didYouMean: (name: string) => `propriedade não permitida; você quis dizer "${name}"?`,
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

  /** Merchant metadata (`lib/domain/metadata.ts`), on every resource that takes it. */
  metadata: {
    mustBeObject: 'deve ser um objeto de textos',
    valueMustBeString: 'deve ser um texto',
    keyLength: (max: number) => `cada chave deve ter de 1 a ${max} caracteres`,
    valueLength: (max: number) => `deve ter no máximo ${max} caracteres`,
    tooManyKeys: (max: number) => `deve ter no máximo ${max} chaves`,
  },
  /** Pix keys and identities (`lib/domain/pix-key.ts`, `lib/domain/pix-identity.ts`). */
  pix: {
    invalidKey:
      'chave Pix inválida: informe um CPF ou CNPJ válido, um e-mail, um celular no formato +55DDNNNNNNNNN ou uma chave aleatória (UUID)',
    keyMissing:
      'O lojista não tem chave Pix cadastrada; cadastre uma antes de criar cobranças no ambiente live.',
  },
  /** The PSP of live Pix. */
  psp: {
    refused: 'O provedor Pix recusou a operação. Tente novamente mais tarde ou contate o suporte.',
    noticeInvalid: 'Notificação Pix inválida.',
  },
} as const;
