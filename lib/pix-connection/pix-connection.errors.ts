import type { CodesOf } from '../error-codes.js';

/** The error codes of a merchant's own PSP connection (docs/error-codes.md, the OpenAPI document). */
export const pixConnectionErrorCodes = {
  pix_connection_failed:
    'O PSP não aceitou a conexão: a mensagem diz a etapa que falhou (certificado, token OAuth, leitura, registro do webhook) e a resposta do PSP, nunca um segredo; nada foi gravado (400).',
  pix_connection_live_only:
    'A conexão com o PSP do próprio lojista existe só em `live`; em `test` o ambiente de testes atende a todos (400).',
} as const;

declare module '../error-codes.js' {
  interface ErrorCodes extends CodesOf<typeof pixConnectionErrorCodes> {}
}
