/** Portuguese texts of the customers area. */
export const customerMessages = {
  invalidDocument: 'deve ser um CPF ou CNPJ válido',
  invalidPhone: 'deve ter de 10 a 13 dígitos',
  documentFilterEmpty: 'deve conter ao menos uma letra ou um dígito',
  phoneFilterEmpty: 'deve conter ao menos um dígito',
} as const;
