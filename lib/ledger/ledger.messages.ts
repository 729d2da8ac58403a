/** Portuguese texts of the ledger area. */
export const ledgerMessages = {
  date: 'deve ser uma data no formato yyyy-MM-dd',
  rangeOrder: 'O período é inválido: `to` é anterior a `from`.',
  rangeOrderField: 'deve ser igual ou posterior a `from`',
  rangeTooLong: (days: number) => `O período pode ter no máximo ${days} dias.`,
  rangeTooLongField: (days: number) => `no máximo ${days} dias depois de \`from\`, contando os dois`,
  incomingPixDescription: 'Pix recebido sem cobrança (simulado)',
};
