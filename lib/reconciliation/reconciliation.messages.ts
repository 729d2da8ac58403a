/** Portuguese texts of reconciliation. */
export const reconciliationMessages = {
  dateOutOfRange: (days: number) =>
    `A data da conciliação deve ser um dia válido (yyyy-MM-dd) entre hoje e ${days} dias atrás (horário de São Paulo).`,
  dateField: (days: number) => `deve ser uma data yyyy-MM-dd entre hoje e ${days} dias atrás`,
  pspUnavailable:
    'O PSP não respondeu à consulta dos Pix recebidos; a conciliação pode ser refeita mais tarde.',
  noProvider: 'Nenhum PSP está configurado para este ambiente.',
  incomingPixDescription: 'Pix recebido sem cobrança (conciliação)',
};
