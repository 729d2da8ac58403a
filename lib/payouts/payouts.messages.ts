import { formatReais } from '../domain/money.js';

/** Portuguese texts of the payouts area. */
export const payoutMessages = {
  belowMinimum: (minimum: number) => `O repasse mínimo é de ${formatReais(minimum)}.`,
  belowMinimumField: (minimum: number) => `deve ser de pelo menos ${minimum} centavos`,
  insufficientBalance: 'Saldo disponível insuficiente para este repasse.',
  nothingAvailable: (minimum: number) =>
    `Não há saldo disponível suficiente para um repasse (mínimo de ${formatReais(minimum)}).`,
  destinationMissing:
    'O lojista ainda não tem chave Pix de repasse cadastrada: peça ao operador para cadastrá-la.',
  notPending: 'O repasse já foi concluído (PAID ou FAILED) e não pode mais ser simulado.',
  outcome: 'deve ser PAID ou FAILED',
};
