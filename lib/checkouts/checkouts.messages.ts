/** Portuguese texts of the checkouts area; part of the one catalog in `lib/messages.ts`. */
export const checkoutsMessages = {
  duplicateProduct: 'o mesmo produto aparece mais de uma vez; some as quantidades num só item',
  productUnusable: 'produto desconhecido, removido, inativo ou de outro lojista',
  productsUnusable: 'Um ou mais produtos do checkout não podem ser vendidos.',
  customerUnusable: 'cliente desconhecido ou removido',
  customerUnusableMessage: 'O cliente informado não existe ou foi removido.',
  urlScheme: 'deve ser uma URL absoluta https (http só para localhost no ambiente de teste)',
  couponUnknown: 'cupom inexistente',
  couponInactive: 'cupom inativo',
  couponNotStarted: 'cupom ainda não está válido',
  couponExpired: 'cupom expirado',
  couponExhausted: 'cupom esgotado',
  couponUnavailable: 'O cupom informado não pode ser usado neste checkout.',
  totalBelowMinimum: 'com o desconto, o total fica abaixo de R$ 1,00',
  totalBelowMinimumMessage: 'O total do checkout com o desconto fica abaixo do mínimo de R$ 1,00.',
  totalAboveMaximum: 'o total passa do máximo de uma cobrança Pix (R$ 1.000.000,00)',
  totalAboveMaximumMessage: 'O total do checkout passa do máximo de uma cobrança Pix.',
  notOpen: (status: string) => `O checkout não está aberto (situação ${status}).`,
  maxUsesBelowClaimed:
    'O limite de usos (max_uses) não pode ser menor que os usos registrados mais os reservados por checkouts abertos.',
} as const;
