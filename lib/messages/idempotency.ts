/** Portuguese texts of the idempotency area; part of the one catalog in `lib/messages.ts`. */
export const idempotencyMessages = {
  invalidKey: 'deve ter de 1 a 255 caracteres ASCII imprimíveis',
  keyReused:
    'Esta Idempotency-Key já foi usada com outra requisição (outro caminho ou outro corpo). Use uma chave nova para uma operação nova.',
  keyReusedField: 'já foi usada com outro caminho ou outro corpo',
  inProgress:
    'Uma requisição com esta Idempotency-Key ainda está em andamento. Tente de novo em alguns segundos.',
} as const;
