/** Portuguese texts of the pix area; part of the one catalog in `lib/messages.ts`. */
export const pixMessages = {
  invalidKey:
    'chave Pix inválida: informe um CPF ou CNPJ válido, um e-mail, um celular no formato +55DDNNNNNNNNN ou uma chave aleatória (UUID)',
  keyMissing:
    'O lojista não tem chave Pix cadastrada; cadastre uma antes de criar cobranças no ambiente live.',
} as const;
