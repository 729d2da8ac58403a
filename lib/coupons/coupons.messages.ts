/** Portuguese texts of the coupons area. */
export const couponMessages = {
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
  maxUsesBelowClaimed:
    'O limite de usos (max_uses) não pode ser menor que os usos registrados mais os reservados por checkouts abertos.',
} as const;
