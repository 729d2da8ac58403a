import type { CodesOf } from '../error-codes.js';

/** The error codes of checkouts and the coupons they take, with what each means (docs/error-codes.md, the OpenAPI document). */
export const checkoutErrorCodes = {
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
} as const;

declare module '../error-codes.js' {
  interface ErrorCodes extends CodesOf<typeof checkoutErrorCodes> {}
}
