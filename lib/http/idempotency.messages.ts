/** Portuguese texts of the `Idempotency-Key` refusals (`lib/http/idempotency.ts`). */
export const idempotencyMessages = {
  invalidKey: 'deve ter de 1 a 255 caracteres ASCII imprimíveis',
  keyReused:
    'Esta Idempotency-Key já foi usada com outra requisição (outro caminho ou outro corpo). Use uma chave nova para uma operação nova.',
  keyReusedField: 'já foi usada com outro caminho ou outro corpo',
  responseLost:
    'A operação desta Idempotency-Key foi feita, mas sua resposta não pode mais ser dada (em geral porque o recurso que ela criou ou alterou foi removido depois). Ela não será repetida.',
  inProgress:
    'Uma requisição com esta Idempotency-Key ainda está em andamento. Tente de novo em alguns segundos.',
} as const;
