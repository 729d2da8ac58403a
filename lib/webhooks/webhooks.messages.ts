/** Portuguese texts of the webhooks area: endpoints, events and deliveries. */
export const webhookMessages = {
  invalidUrl: 'deve ser uma URL http ou https válida',
  urlWithCredentials: 'não pode conter usuário ou senha',
  wildcardAlone: 'use ["*"] sozinho para assinar todos os eventos',
  httpsRequired: 'deve usar https',
  urlNotAllowed: 'aponta para um endereço não permitido (rede privada, local ou de metadados)',
  urlUnresolvable: 'o nome do servidor não foi encontrado',
  limitReached: (max: number) =>
    `O lojista já tem ${max} endpoints de webhook; remova um antes de criar outro.`,
} as const;
